import CalculatorModel
import DeclarativeKit
import ObservableMVVM
import ScreenDriver
import Testing
import ViewKit

/// What reading the view model property by property costs: an edit evaluates the result's body
/// alone, and only when the result text changes.
@MainActor
struct BodyEvaluationTests {
  @Test func loadingEvaluatesTheScreensAndTheResultsBodies() throws {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    let host = HostingController(rootView: CalculatorView(viewModel: viewModel))
    _ = try ScreenDriver(host)
    #expect(
      host.flushReports.map { $0.evaluations.map(\.description) } == [
        ["CalculatorView: @identity changed.", "ResultView: @identity changed."]
      ])
  }

  @Test func anEditEvaluatesTheResultsBodyOnlyWhenTheResultChanges() throws {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    let host = HostingController(rootView: CalculatorView(viewModel: viewModel))
    let screen = try ScreenDriver(host)
    host.removeFlushReports()
    screen.tokenField.insertText(",")
    for key in ["1", ",", "2", ",", "x"] { screen.inputField.insertText(key) }
    #expect(
      host.flushReports.map { $0.evaluations.map(\.description) } == [
        ["ResultView: @dependencies changed."], ["ResultView: @dependencies changed."],
      ])
  }
}
