import CalculatorModel
import MVVMObservation
import ScreenDriver
import Testing
import ViewKit

/// The view tracking its view model through Observation, driven through its widgets: the label
/// must be current as soon as each edit returns, however many edits come.
@MainActor
struct CalculatorViewControllerTests {
  @Test func showsTheViewModelsResultOnceLoaded() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    #expect(screen.resultText == "0")
  }

  @Test func showsTheNewResultAsSoonAsEachEditReturns() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    screen.tokenField.insertText("+")
    var shown: [String] = []
    for key in ["1", "+", "2", "0", "+", "x"] {
      screen.inputField.insertText(key)
      shown.append(screen.resultText)
    }
    screen.inputField.deleteBackward()
    shown.append(screen.resultText)
    screen.inputField.replaceText(with: "-3")
    shown.append(screen.resultText)
    #expect(shown == ["1", "1", "3", "21", "21", "21", "21", "-3"])
  }

  @Test func keepsTrackingAcrossEditsThatLeaveTheResultUnchanged() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    screen.inputField.insertText("x")
    screen.tokenField.insertText(",")
    #expect(screen.resultText == "0")
    screen.inputField.insertText(",4")
    #expect(screen.resultText == "4")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakViewModel: ViewModel?
    do {
      let viewModel = ViewModel(model: Calculator())
      let controller = CalculatorViewController(viewModel: viewModel)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      screen.tokenField.deleteBackward()
      weakController = controller
      weakView = controller.view
      weakViewModel = viewModel
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakViewModel == nil)
  }
}
