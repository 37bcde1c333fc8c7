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
    var field = SimulatedField()
    private(set) var resultTextHistory: [String] = []
    private(set) var pieceCountTextHistory: [String] = []

    init(_ viewModel: ViewModel = ViewModel()) {
      let input = ViewModel.Input(tokenText: tokenText.signal, inputText: inputText.signal)
      let output = viewModel.transform(from: input)
      output.resultText.observe { [unowned self] in resultTextHistory.append($0) }
      output.pieceCountText.observe { [unowned self] in pieceCountTextHistory.append($0) }
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

  @Test func emitsThePieceCountAlongsideEverySum() {
    let feed = Feed()
    feed.paste("1,x,0")
    feed.tokenText.emit(",")
    feed.type(",-7")
    feed.inputText.emit(feed.field.deleteBackward())
    #expect(feed.pieceCountTextHistory == ["0", "2", "3", "2"])
    #expect(feed.resultTextHistory == ["0", "1", "-6", "1"])
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
