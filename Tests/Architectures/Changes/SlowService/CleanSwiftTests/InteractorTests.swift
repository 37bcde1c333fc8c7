import CalculatorModel
import CleanSwift
import Scheduling
import Testing
import TextEditing

/// A stand-in for the presenter: records every response the interactor hands it.
@MainActor
private final class PresenterSpy: CalculatorPresentationLogic {
  private(set) var sums: [Int128?] = []

  func presentTokenChange(response: ChangeToken.Response) {
    sums.append(response.sum)
  }

  func presentCalculation(response: Calculate.Response) {
    sums.append(response.sum)
  }
}

/// Clean Swift's interactor, tested with a presenter spy and a virtual clock: no view at all.
@MainActor
struct InteractorTests {
  private let scheduler = VirtualScheduler()
  private let presenter = PresenterSpy()

  @Test func fetchingTheSumPresentsZeroAndSendsNoRequest() {
    let service = SumService(scheduler: scheduler)
    let interactor = Interactor(presenter: presenter, sumService: service)
    interactor.fetchSum(request: FetchSum.Request())
    scheduler.advance(by: .seconds(10))
    #expect(presenter.sums == [0])
    #expect(service.counts == RequestCounts())
  }

  @Test func everyRequestPresentsAPendingSumAndOnlyTheLatestAnswer() {
    let service = SumService(scheduler: scheduler)
    let interactor = Interactor(presenter: presenter, sumService: service)
    let pasted = TextEdit(range: 0..<0, replacementString: "4,5")
    interactor.calculate(request: Calculate.Request(input: "4,5", edit: pasted))
    scheduler.advance(by: .milliseconds(100))
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    scheduler.advance(by: .milliseconds(299))
    #expect(presenter.sums == [nil, nil])
    scheduler.advance(by: .milliseconds(1))
    #expect(presenter.sums == [nil, nil, 9])
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }

  @Test func releasingTheInteractorCancelsTheRequestInFlight() {
    let service = SumService(scheduler: scheduler)
    do {
      let interactor = Interactor(presenter: presenter, sumService: service)
      interactor.changeToken(request: ChangeToken.Request(token: ","))
    }
    #expect(service.counts == RequestCounts(sent: 1, cancelled: 1))
    #expect(scheduler.pendingCount == 0)
  }
}
