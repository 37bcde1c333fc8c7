import Testing
import TextEditing
import VIPER

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeCalculatorView: CalculatorViewProtocol {
  private(set) var shownResults: [String] = []

  func setResultText(_ result: String) {
    shownResults.append(result)
  }
}

/// A stand-in for the interactor: this presenter's tests need none of its work.
@MainActor
private final class IdleInteractor: CalculatorInteractorInputProtocol {
  func fetchSum() {}
  func updateToken(_ token: String) {}
  func updateInput(_ input: String, edit: TextEdit) {}
}

/// VIPER's presenter formats the interactor's outcomes for the view: `…` while a sum is on its
/// way, then the sum.
@MainActor
struct PresenterTests {
  @Test func showsAnEllipsisWhileTheSumIsOnItsWayThenTheSum() {
    let view = FakeCalculatorView()
    let interactor = IdleInteractor()
    let presenter = Presenter(interactor: interactor)
    presenter.view = view
    presenter.didStartCalculatingSum()
    presenter.didCalculateSum(-7)
    #expect(view.shownResults == ["…", "-7"])
  }
}
