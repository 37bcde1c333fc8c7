import ScreenDriver
import Testing
import VIPER
import ViewKit

/// The router builds a whole module: a view whose presenter and interactor are wired to it.
@MainActor
struct RouterTests {
  @Test func buildsAWiredModuleWhoseViewShowsTheFirstSumOnceLoaded() throws {
    let module = Router.createModule()
    #expect(!module.isViewLoaded)
    let screen = try ScreenDriver(module)
    #expect(screen.resultText == "0")
    screen.inputField.insertText("7·8")
    screen.tokenField.insertText("·")
    #expect(screen.resultText == "15")
  }

  @Test func buildsAFreshModuleEachTime() throws {
    let first = try ScreenDriver(Router.createModule())
    let second = try ScreenDriver(Router.createModule())
    first.tokenField.insertText(",")
    first.inputField.insertText("1,2")
    second.inputField.insertText("1,2")
    #expect(first.resultText == "3")
    #expect(second.resultText == "0")
  }
}
