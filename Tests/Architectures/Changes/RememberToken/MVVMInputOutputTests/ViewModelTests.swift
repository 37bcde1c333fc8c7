import Binding
import MVVMInputOutput
import Persistence
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
    let viewDidLoad = Relay<Void>()
    let tokenText = Relay<String>()
    let inputText = Relay<EditedText>()
    var field = SimulatedField()
    private(set) var tokenTextHistory: [String] = []
    private(set) var resultTextHistory: [String] = []

    init(_ viewModel: ViewModel = ViewModel(keyValueStore: InMemoryKeyValueStore())) {
      let input = ViewModel.Input(
        viewDidLoad: viewDidLoad.signal, tokenText: tokenText.signal, inputText: inputText.signal)
      let output = viewModel.transform(from: input)
      output.tokenText.observe { [unowned self] in tokenTextHistory.append($0) }
      output.resultText.observe { [unowned self] in resultTextHistory.append($0) }
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

  @Test func emitsAnEmptyTokenWhenTheViewLoadsWithNothingRemembered() {
    let feed = Feed()
    #expect(feed.tokenTextHistory == [])
    feed.viewDidLoad.emit(())
    #expect(feed.tokenTextHistory == [""])
  }

  @Test func emitsTheLastTokenOfTheViewModelBeforeWhenTheViewLoads() {
    let keyValueStore = InMemoryKeyValueStore()
    let previous = Feed(ViewModel(keyValueStore: keyValueStore))
    previous.tokenText.emit(",;")
    previous.tokenText.emit(",")
    let feed = Feed(ViewModel(keyValueStore: keyValueStore))
    feed.viewDidLoad.emit(())
    #expect(feed.tokenTextHistory == [","])
    #expect(feed.resultTextHistory == ["0"])
  }

  @Test func givesItsModelTheRestoredTokenWithNoRoundTripThroughTheField() {
    let keyValueStore = InMemoryKeyValueStore()
    let previous = Feed(ViewModel(keyValueStore: keyValueStore))
    withExtendedLifetime(previous) { previous.tokenText.emit(";") }
    let feed = Feed(ViewModel(keyValueStore: keyValueStore))
    feed.viewDidLoad.emit(())
    feed.type("1;2")
    #expect(feed.resultTextHistory.last == "3")
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
    let viewModel = ViewModel(keyValueStore: InMemoryKeyValueStore())
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
