import CalculatorModel
import Scheduling
import Testing
import TextEditing
import VIPER

/// A stand-in for the presenter as the interactor's output: records every outcome reported.
@MainActor
private final class InteractorOutputSpy: CalculatorInteractorOutputProtocol {
  private(set) var outcomes: [String] = []

  func didStartCalculatingSum() {
    outcomes.append("started")
  }

  func didCalculateSum(_ sum: Int128) {
    outcomes.append("sum \(sum)")
  }
}

/// VIPER's business rule, tested with no presenter and no view: a spy output and a virtual
/// clock.
@MainActor
struct InteractorTests {
  private let scheduler = VirtualScheduler()
  private let output = InteractorOutputSpy()

  private func makeInteractor() -> (Interactor, SumService) {
    let service = SumService(scheduler: scheduler)
    let interactor = Interactor(sumService: service)
    interactor.output = output
    return (interactor, service)
  }

  @Test func fetchingTheSumReportsZeroAndSendsNoRequest() {
    let (interactor, service) = makeInteractor()
    interactor.fetchSum()
    scheduler.advance(by: .seconds(10))
    #expect(output.outcomes == ["sum 0"])
    #expect(service.counts == RequestCounts())
  }

  @Test func everyUpdateReportsAStartAndOnlyTheLatestSumIsReported() {
    let (interactor, service) = makeInteractor()
    interactor.updateInput("4,5", edit: TextEdit(range: 0..<0, replacementString: "4,5"))
    scheduler.advance(by: .milliseconds(100))
    interactor.updateToken(",")
    scheduler.advance(by: .milliseconds(299))
    #expect(output.outcomes == ["started", "started"])
    scheduler.advance(by: .milliseconds(1))
    #expect(output.outcomes == ["started", "started", "sum 9"])
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }

  @Test func releasingTheInteractorCancelsTheRequestInFlight() {
    let service = SumService(scheduler: scheduler)
    do {
      let interactor = Interactor(sumService: service)
      interactor.output = output
      interactor.updateToken(",")
    }
    #expect(service.counts == RequestCounts(sent: 1, cancelled: 1))
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(output.outcomes == ["started"])
  }
}
