import CalculatorModel
import MVVMObservation
import Scheduling
import Testing
import TextEditing

/// The `@Observable` view model is tested with no view: its inputs are called, its output read,
/// and the test moves the virtual clock.
@MainActor
struct ViewModelTests {
  private let scheduler = VirtualScheduler()

  @Test func startsAtZeroAndSendsNoRequest() {
    let service = SumService(scheduler: scheduler)
    let viewModel = ViewModel(sumService: service)
    scheduler.advance(by: .seconds(10))
    #expect(viewModel.outputs.resultText == "0")
    #expect(service.counts == RequestCounts())
  }

  @Test func everyEditShowsAnEllipsisAndOnlyTheLatestAnswerIsShown() {
    let service = SumService(scheduler: scheduler)
    let viewModel = ViewModel(sumService: service)
    let pasted = TextEdit(range: 0..<0, replacementString: "4,5")
    viewModel.inputs.didChangeInputText("4,5", edit: pasted)
    #expect(viewModel.outputs.resultText == "…")
    scheduler.advance(by: .milliseconds(100))
    viewModel.inputs.didChangeTokenText(",")
    scheduler.advance(by: .milliseconds(299))
    #expect(viewModel.outputs.resultText == "…")
    scheduler.advance(by: .milliseconds(1))
    #expect(viewModel.outputs.resultText == "9")
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }

  @Test func releasingTheViewModelCancelsTheRequestInFlight() {
    let service = SumService(scheduler: scheduler)
    do {
      let viewModel = ViewModel(sumService: service)
      viewModel.inputs.didChangeTokenText(",")
    }
    #expect(service.counts == RequestCounts(sent: 1, cancelled: 1))
    #expect(scheduler.pendingCount == 0)
  }
}
