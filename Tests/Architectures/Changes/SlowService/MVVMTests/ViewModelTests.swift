import Binding
import CalculatorModel
import MVVM
import Scheduling
import Testing
import TextEditing

/// The view model is tested with no view: its inputs are called, its output's whole history is
/// recorded, and the test moves the virtual clock.
@MainActor
struct ViewModelTests {
  private let scheduler = VirtualScheduler()

  private func record(_ viewModel: ViewModel) -> () -> [String] {
    var history: [String] = []
    viewModel.outputs.resultText.bind { history.append($0) }
    return { history }
  }

  @Test func startsAtZeroAndSendsNoRequest() {
    let service = SumService(scheduler: scheduler)
    let viewModel = ViewModel(sumService: service)
    let history = record(viewModel)
    scheduler.advance(by: .seconds(10))
    #expect(history() == ["0"])
    #expect(service.counts == RequestCounts())
  }

  @Test func everyEditShowsAnEllipsisAndOnlyTheLatestAnswerIsShown() {
    let service = SumService(scheduler: scheduler)
    let viewModel = ViewModel(sumService: service)
    let history = record(viewModel)
    let pasted = TextEdit(range: 0..<0, replacementString: "4,5")
    viewModel.inputs.didChangeInputText("4,5", edit: pasted)
    scheduler.advance(by: .milliseconds(100))
    viewModel.inputs.didChangeTokenText(",")
    scheduler.advance(by: .milliseconds(299))
    #expect(history() == ["0", "…", "…"])
    scheduler.advance(by: .milliseconds(1))
    #expect(history() == ["0", "…", "…", "9"])
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
