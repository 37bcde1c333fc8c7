import CalculatorModel
import MVP
import Testing
import TextEditing
import WorkbenchTestSupport

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeCalculatorView: CalculatorViewProtocol {
  var inputText = ""
  private(set) var shownResults: [String] = []
  private(set) var shownPieceCounts: [String] = []

  func setResultText(_ result: String) {
    shownResults.append(result)
  }

  func setPieceCountText(_ pieceCount: String) {
    shownPieceCounts.append(pieceCount)
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
  private func makePresenter(presentingTo view: FakeCalculatorView) -> Presenter {
    let presenter = Presenter(model: Calculator())
    presenter.view = view
    return presenter
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

  @Test func showsThePieceCountWithEveryResult() {
    var field = SimulatedField()
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view)
    presenter.viewDidLoad()
    presenter.didChangeInputText(field.paste("1,x,0"))
    view.inputText = field.text
    presenter.didChangeTokenText(",")
    presenter.didChangeInputText(field.type(",-7"))
    presenter.didChangeInputText(field.deleteBackward())
    #expect(view.shownPieceCounts == ["0", "0", "2", "3", "2"])
    #expect(view.shownResults == ["0", "0", "1", "-6", "1"])
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
