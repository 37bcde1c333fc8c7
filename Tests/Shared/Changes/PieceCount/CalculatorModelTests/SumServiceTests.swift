import CalculatorModel
import Scheduling
import Testing

@MainActor
struct SumServiceTests {
  @Test func answerArrivesAfterTheLatencyAndCountsAsDelivered() {
    let scheduler = VirtualScheduler()
    let service = SumService(scheduler: scheduler)
    var answers: [Int128] = []
    service.sum(of: "1,2,x,3", token: ",") { answers.append($0) }
    #expect(service.counts == RequestCounts(sent: 1))
    scheduler.advance(by: .milliseconds(299))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(answers == [6])
    #expect(service.counts == RequestCounts(sent: 1, delivered: 1))
  }

  @Test func cancelledRequestIsNeverAnsweredAndCountsOnceAsCancelled() {
    let scheduler = VirtualScheduler()
    let service = SumService(scheduler: scheduler)
    var answers: [Int128] = []
    let request = service.sum(of: "4", token: "") { answers.append($0) }
    request.cancel()
    request.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(answers.isEmpty)
    #expect(service.counts == RequestCounts(sent: 1, cancelled: 1))
  }

  @Test func cancellingAnAnsweredRequestChangesNothing() {
    let scheduler = VirtualScheduler()
    let service = SumService(scheduler: scheduler)
    let request = service.sum(of: "4", token: "") { _ in }
    scheduler.advance(by: .milliseconds(300))
    request.cancel()
    #expect(service.counts == RequestCounts(sent: 1, delivered: 1))
    #expect(service.counts.pending == 0)
  }

  @Test func overlappingRequestsAreAnsweredInTheOrderSent() {
    let scheduler = VirtualScheduler()
    let service = SumService(scheduler: scheduler, latency: .milliseconds(300))
    var answers: [Int128] = []
    service.sum(of: "1", token: "") { answers.append($0) }
    scheduler.advance(by: .milliseconds(100))
    service.sum(of: "2", token: "") { answers.append($0) }
    scheduler.advance(by: .milliseconds(200))
    #expect(answers == [1])
    #expect(service.counts.pending == 1)
    scheduler.advance(by: .milliseconds(100))
    #expect(answers == [1, 2])
  }
}
