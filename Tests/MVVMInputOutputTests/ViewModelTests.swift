import Binding
import MVVMInputOutput
import Testing

/// The Input/Output view model is tested as the function it is: feed its input streams, record
/// the whole history of its output stream, with no view.
@MainActor
struct ViewModelTests {
  /// The input streams of one transform, and the history of its output.
  @MainActor
  private final class Feed {
    let tokenText = Relay<String>()
    let inputText = Relay<String>()
    private(set) var resultTextHistory: [String] = []

    init(_ viewModel: ViewModel = ViewModel()) {
      let input = ViewModel.Input(tokenText: tokenText.signal, inputText: inputText.signal)
      let output = viewModel.transform(from: input)
      output.resultText.observe { [unowned self] in resultTextHistory.append($0) }
    }
  }

  @Test func emitsNothingUntilBothFieldsHaveReported() {
    let feed = Feed()
    feed.inputText.emit("1")
    #expect(feed.resultTextHistory.isEmpty)
    feed.tokenText.emit("")
    #expect(feed.resultTextHistory == ["1"])
  }

  @Test func startsWithTheSumOfTheEmptyFields() {
    let feed = Feed()
    feed.tokenText.emit("")
    feed.inputText.emit("")
    #expect(feed.resultTextHistory == ["0"])
  }

  @Test func emitsTheSumAfterEveryInput() {
    let feed = Feed()
    feed.tokenText.emit("")
    feed.inputText.emit("")
    feed.tokenText.emit(",")
    feed.inputText.emit("1")
    feed.inputText.emit("1,")
    feed.inputText.emit("1,-2")
    #expect(feed.resultTextHistory == ["0", "0", "1", "1", "-1"])
  }

  @Test func recomputesTheKeptInputWhenTheTokenChanges() {
    let feed = Feed()
    feed.tokenText.emit("")
    feed.inputText.emit("1\r\n2")
    feed.tokenText.emit("\r")
    feed.tokenText.emit("\r\n")
    feed.tokenText.emit("")
    #expect(feed.resultTextHistory == ["0", "1", "3", "0"])
  }

  @Test func eachTransformIsIndependentOfTheOthers() {
    let viewModel = ViewModel()
    let first = Feed(viewModel)
    let second = Feed(viewModel)
    first.tokenText.emit(",")
    first.inputText.emit("1,2")
    second.tokenText.emit(";")
    second.inputText.emit("1,2")
    first.inputText.emit("1,2,3")
    #expect(first.resultTextHistory == ["3", "6"])
    #expect(second.resultTextHistory == ["0"])
  }
}
