import CalculatorModel
import ScreenDriver
import Testing
import VIPER
import ViewKit

/// The passive view, first with a spy presenter, then in a module wired as the router wires it.
@MainActor
struct CalculatorViewControllerTests {
  @Test func forwardsEveryEventToItsPresenterAndDecidesNothing() throws {
    let presenter = PresenterSpy()
    let controller = CalculatorViewController(presenter: presenter)
    let screen = try ScreenDriver(controller)
    screen.tokenField.insertText(",")
    screen.inputField.insertText("1")
    screen.inputField.deleteBackward()
    #expect(
      presenter.events == [
        "viewDidLoad", "token ,", "input 1 after [0..<0] → \"1\"", "input  after [0..<1] → \"\"",
      ])
    #expect(screen.resultText == "")
    controller.setResultText("42")
    #expect(screen.resultText == "42")
  }

  @Test func showsWhatItsModuleTakesBackOnAnUndo() throws {
    let screen = try ScreenDriver(Router.createModule())
    screen.tokenField.insertText("+")
    screen.inputField.insertText("1+2")
    screen.tokenField.deleteBackward()
    let undoButton = screen.rootViewController.view.descendant(
      Button.self, withAccessibilityIdentifier: "undoButton")
    try #require(undoButton).tap()
    #expect(screen.tokenField.text == "+")
    #expect(screen.resultText == "3")
    try #require(undoButton).tap()
    #expect(screen.inputField.text == "")
    #expect(screen.resultText == "0")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakPresenter: Presenter?
    weak var weakInteractor: Interactor?
    do {
      let interactor = Interactor(model: Calculator())
      let presenter = Presenter(interactor: interactor)
      let controller = CalculatorViewController(presenter: presenter)
      presenter.view = controller
      interactor.output = presenter
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
      weakPresenter = presenter
      weakInteractor = interactor
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(weakInteractor == nil)
  }
}
