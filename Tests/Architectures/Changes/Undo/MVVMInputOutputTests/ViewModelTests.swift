import Binding
import MVVMInputOutput
import Testing
import TextEditing
import WorkbenchTestSupport

/// The Input/Output view model is tested as the function it is: feed its input streams, record
/// the whole history of its output stream, with no view.
@MainActor
struct ViewModelTests {
  /// The input streams of one transform, and the history of its output.
  @MainActor
  private final class Feed {
    let tokenText = Relay<String>()
    let inputText = Relay<EditedText>()
    let undoTaps = Relay<Void>()
    var field = SimulatedField()
    private(set) var tokenTextHistory: [String] = []
    private(set) var inputTextHistory: [String] = []
    private(set) var resultTextHistory: [String] = []

    init(_ viewModel: ViewModel = ViewModel()) {
      let input = ViewModel.Input(
        tokenText: tokenText.signal, inputText: inputText.signal, undoTaps: undoTaps.signal)
      let output = viewModel.transform(from: input)
      output.tokenText.observe { [unowned self] in tokenTextHistory.append($0) }
      output.inputText.observe { [unowned self] in inputTextHistory.append($0) }
      output.resultText.observe { [unowned self] in resultTextHistory.append($0) }
    }

    /// Emits the empty fields' first texts, as the view does when it binds.
    func bindEmptyFields() {
      tokenText.emit("")
      inputText.emit(EditedText(text: "", edit: TextEdit(range: 0..<0, replacementString: "")))
    }

    func deleteBackward() {
      inputText.emit(field.deleteBackward())
    }

    func type(_ text: String) {
      inputText.emit(field.type(text))
    }

    func paste(_ text: String) {
      inputText.emit(field.paste(text))
    }
  }

  @Test func emitsTheSumAfterEveryChangeOfEitherField() {
    let feed = Feed()
    feed.type("1")
    feed.tokenText.emit("")
    #expect(feed.resultTextHistory == ["1", "1"])
  }

  @Test func emitsTheSumAfterEveryInput() {
    let feed = Feed()
    feed.tokenText.emit(",")
    feed.type("1")
    feed.type(",")
    feed.type("-2")
    #expect(feed.resultTextHistory == ["0", "1", "1", "-1"])
  }

  @Test func recomputesTheKeptInputWhenTheTokenChanges() {
    let feed = Feed()
    feed.paste("1\r\n2")
    feed.tokenText.emit("\r")
    feed.tokenText.emit("\r\n")
    feed.tokenText.emit("")
    #expect(feed.resultTextHistory == ["0", "1", "3", "0"])
  }

  @Test func theViewModelShowsEveryResultOfTheRoleScript() {
    let feed = Feed()
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): feed.tokenText.emit(token)
      case .input(let change): feed.inputText.emit(change)
      }
      return feed.resultTextHistory.last ?? ""
    }
    #expect(results == RoleScript.expectedResults)
  }

  @Test func eachUndoPutsBackTheFieldTheLastEditChangedAndTheResultFollows() {
    let feed = Feed()
    feed.bindEmptyFields()
    feed.tokenText.emit(",")
    feed.type("1")
    feed.type(",2")
    feed.deleteBackward()
    feed.tokenText.emit(",;")
    for _ in 0..<6 {
      feed.undoTaps.emit(())
    }
    #expect(feed.tokenTextHistory == [",", ""])
    #expect(feed.inputTextHistory == ["1,2", "1", ""])
    #expect(feed.resultTextHistory == ["0", "0", "0", "1", "3", "1", "1", "1", "3", "1", "0", "0"])
  }

  @Test func theFieldsFirstTextsAreNoEditsToUndo() {
    let feed = Feed()
    feed.tokenText.emit(",")
    feed.paste("1,2")
    feed.undoTaps.emit(())
    #expect(feed.tokenTextHistory == [])
    #expect(feed.inputTextHistory == [])
    #expect(feed.resultTextHistory == ["0", "3"])
  }

  @Test func anEditAfterAnUndoIsSummedFromTheInputPutBack() {
    let feed = Feed()
    feed.bindEmptyFields()
    feed.tokenText.emit(",")
    feed.type("1,2")
    feed.paste("9")
    feed.undoTaps.emit(())
    feed.field = SimulatedField(text: "1,2")
    feed.type(",3")
    #expect(feed.inputTextHistory == ["1,2"])
    #expect(feed.resultTextHistory == ["0", "0", "0", "3", "9", "3", "6"])
  }

  @Test func eachTransformIsIndependentOfTheOthers() {
    let viewModel = ViewModel()
    let first = Feed(viewModel)
    let second = Feed(viewModel)
    first.tokenText.emit(",")
    first.paste("1,2")
    second.tokenText.emit(";")
    second.paste("1,2")
    first.paste("1,2,3")
    #expect(first.resultTextHistory == ["0", "3", "6"])
    #expect(second.resultTextHistory == ["0", "0"])
  }
}
