import Persistence
import ScreenDriver
import Testing
import VIPER
import ViewKit

/// The router builds a whole module: a view whose presenter and interactor are wired to it.
@MainActor
struct RouterTests {
  @Test func buildsAWiredModuleWhoseViewShowsTheFirstSumOnceLoaded() throws {
    let module = Router.createModule(keyValueStore: InMemoryKeyValueStore())
    #expect(!module.isViewLoaded)
    let screen = try ScreenDriver(module)
    #expect(screen.resultText == "0")
    screen.inputField.insertText("7·8")
    screen.tokenField.insertText("·")
    #expect(screen.resultText == "15")
  }

  @Test func buildsAModuleThatShowsTheTokenRememberedByTheModuleBefore() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let previous = try ScreenDriver(Router.createModule(keyValueStore: keyValueStore))
      previous.tokenField.insertText("·")
    }
    let screen = try ScreenDriver(Router.createModule(keyValueStore: keyValueStore))
    #expect(screen.tokenField.text == "·")
    screen.inputField.insertText("7·8")
    #expect(screen.resultText == "15")
  }

  @Test func buildsAFreshModuleEachTime() throws {
    let first = try ScreenDriver(Router.createModule(keyValueStore: InMemoryKeyValueStore()))
    let second = try ScreenDriver(Router.createModule(keyValueStore: InMemoryKeyValueStore()))
    first.tokenField.insertText(",")
    first.inputField.insertText("1,2")
    second.inputField.insertText("1,2")
    #expect(first.resultText == "3")
    #expect(second.resultText == "0")
  }
}
