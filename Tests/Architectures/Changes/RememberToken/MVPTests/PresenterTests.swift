import CalculatorModel
import MVP
import Persistence
import Testing
import TextEditing
import WorkbenchTestSupport

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeCalculatorView: CalculatorViewProtocol {
  var inputText = ""
  private(set) var shownResults: [String] = []
  private(set) var shownTokens: [String] = []

  func setResultText(_ result: String) {
    shownResults.append(result)
  }

  func setTokenText(_ token: String) {
    shownTokens.append(token)
  }
}

extension Presenter {
  /// Tells the presenter of an input change, as the passive view does.
  func didChangeInputText(_ change: EditedText) {
    didChangeInputText(change.text, edit: change.edit)
  }
}

/// In MVP the presenter is tested against a fake view: no kit is involved at all.
@MainActor
struct PresenterTests {
  /// A presenter over a new model, presenting to `view`, wired as `CalculatorScreen` wires it.
  private func makePresenter(
    presentingTo view: FakeCalculatorView,
    keyValueStore: any KeyValueStore = InMemoryKeyValueStore()
  ) -> Presenter {
    let presenter = Presenter(model: Calculator(), keyValueStore: keyValueStore)
    presenter.view = view
    return presenter
  }

  @Test func showsAnEmptyTokenWhenNothingIsRemembered() {
    let view = FakeCalculatorView()
    makePresenter(presentingTo: view).viewDidLoad()
    #expect(view.shownTokens == [""])
    #expect(view.shownResults == ["0"])
  }

  @Test func showsTheLastTokenWhenTheViewLoadsAgain() {
    let keyValueStore = InMemoryKeyValueStore()
    let firstView = FakeCalculatorView()
    let firstPresenter = makePresenter(presentingTo: firstView, keyValueStore: keyValueStore)
    firstPresenter.viewDidLoad()
    firstPresenter.didChangeTokenText(",;")
    firstPresenter.didChangeTokenText(",")
    let view = FakeCalculatorView()
    makePresenter(presentingTo: view, keyValueStore: keyValueStore).viewDidLoad()
    #expect(view.shownTokens == [","])
    #expect(view.shownResults == ["0"])
  }

  @Test func sumsWithTheRememberedToken() {
    let keyValueStore = InMemoryKeyValueStore()
    let firstView = FakeCalculatorView()
    makePresenter(presentingTo: firstView, keyValueStore: keyValueStore).didChangeTokenText(";")
    var field = SimulatedField()
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view, keyValueStore: keyValueStore)
    presenter.viewDidLoad()
    view.inputText = "1;2;3"
    presenter.didChangeInputText(field.paste("1;2;3"))
    #expect(view.shownResults == ["0", "6"])
  }

  @Test func showsTheResultForTheInputOnScreenWhenTheViewLoads() {
    let view = FakeCalculatorView()
    view.inputText = "1,2"
    let presenter = makePresenter(presentingTo: view)
    presenter.viewDidLoad()
    #expect(view.shownResults == ["0"])
    presenter.didChangeTokenText(",")
    #expect(view.shownResults == ["0", "3"])
  }

  @Test func showsOneResultPerInputEdit() {
    var field = SimulatedField()
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view)
    presenter.didChangeTokenText(";")
    for input in ["4", "4;", "4;5", "4;5;-10"] {
      view.inputText = input
      presenter.didChangeInputText(field.paste(input))
    }
    #expect(view.shownResults == ["0", "4", "4", "9", "-1"])
  }

  @Test func asksTheViewForTheInputWhenTheTokenChanges() {
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view)
    view.inputText = "9223372036854775807,1"
    presenter.didChangeTokenText(",")
    #expect(view.shownResults == ["9223372036854775808"])
  }

  @Test func thePresenterShowsEveryResultOfTheRoleScript() {
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view)
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): presenter.didChangeTokenText(token)
      case .input(let change):
        view.inputText = change.text
        presenter.didChangeInputText(change)
      }
      return view.shownResults.last ?? ""
    }
    #expect(results == RoleScript.expectedResults)
  }

  @Test func holdsItsViewWeakly() {
    var view: FakeCalculatorView? = FakeCalculatorView()
    weak let weakView = view
    let presenter = makePresenter(presentingTo: view ?? FakeCalculatorView())
    view = nil
    #expect(weakView == nil)
    withExtendedLifetime(presenter) {}
  }
}
