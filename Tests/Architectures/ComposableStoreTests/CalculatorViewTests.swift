import ComposableKit
import ComposableStore
import DeclarativeKit
import ScreenDriver
import Testing
import ViewKit

/// The views driven through the widgets, as the harness drives them: typing sends actions, and
/// the result label shows the store's result.
@MainActor
struct CalculatorViewTests {
  @Test func typingInTheFieldsSendsActionsAndShowsTheSum() throws {
    let store = Store(initialState: CalculatorFeature.State()) { CalculatorFeature() }
    let host = HostingController(rootView: CalculatorView(store: store))
    let screen = try ScreenDriver(host)
    screen.tokenField.insertText(",")
    for key in ["1", ",", "2", "0"] { screen.inputField.insertText(key) }
    #expect(store.withState(\.inputText) == "1,20")
    #expect(store.withState(\.tokenText) == ",")
    #expect(screen.resultLabel.text == "21")
  }

  @Test func anEditEvaluatesTheResultsBodyOnlyWhenTheResultChanges() throws {
    let store = Store(initialState: CalculatorFeature.State()) { CalculatorFeature() }
    let host = HostingController(rootView: CalculatorView(store: store))
    let screen = try ScreenDriver(host)
    #expect(host.flushReports.map(\.bodiesEvaluated) == [2])
    host.removeFlushReports()
    screen.tokenField.insertText(",")
    for key in ["1", ",", "2"] { screen.inputField.insertText(key) }
    #expect(
      host.flushReports.map { $0.evaluations.map(\.description) } == [
        ["ResultView: @dependencies changed."], ["ResultView: @dependencies changed."],
      ])
  }
}
