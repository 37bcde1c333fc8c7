import ScreenDriver
import Testing
import VIPER
import ViewKit

/// The passive view, first with a spy presenter, then in the module the router builds.
@MainActor
struct CalculatorViewControllerTests {
  @Test func forwardsEveryEventToItsPresenterAndDecidesNothing() throws {
    let controller = CalculatorViewController()
    let presenter = PresenterSpy()
    controller.presenter = presenter
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

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakPresenter: AnyObject?
    do {
      let controller = try #require(Router.createModule() as? CalculatorViewController)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
      weakPresenter = controller.presenter
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
  }
}
