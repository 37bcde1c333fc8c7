import Binding
import CalculatorModel
import MVVMInputOutput
import Scheduling
import Testing
import TextEditing

/// The view model's transform is tested with no view: the test emits into its input streams,
/// records the whole history of its output, and moves the virtual clock.
@MainActor
struct ViewModelTests {
  private let scheduler = VirtualScheduler()
  private let viewDidLoad = Relay<Void>()
  private let tokenText = Relay<String>()
  private let inputText = Relay<EditedText>()

  private func transform(_ viewModel: ViewModel) -> () -> [String] {
    let output = viewModel.transform(
      from: ViewModel.Input(
        viewDidLoad: viewDidLoad.signal, tokenText: tokenText.signal,
        inputText: inputText.signal))
    var history: [String] = []
    output.resultText.observe { history.append($0) }
    return { history }
  }

  @Test func loadingGivesZeroAndSendsNoRequest() {
    let service = SumService(scheduler: scheduler)
    let history = transform(ViewModel(sumService: service))
    viewDidLoad.emit(())
    scheduler.advance(by: .seconds(10))
    #expect(history() == ["0"])
    #expect(service.counts == RequestCounts())
  }

  @Test func everyEditGivesAnEllipsisAndOnlyTheLatestAnswerComes() {
    let service = SumService(scheduler: scheduler)
    let history = transform(ViewModel(sumService: service))
    viewDidLoad.emit(())
    inputText.emit(EditedText(text: "4,5", edit: TextEdit(range: 0..<0, replacementString: "4,5")))
    scheduler.advance(by: .milliseconds(100))
    tokenText.emit(",")
    scheduler.advance(by: .milliseconds(299))
    #expect(history() == ["0", "…", "…"])
    scheduler.advance(by: .milliseconds(1))
    #expect(history() == ["0", "…", "…", "9"])
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }
}
