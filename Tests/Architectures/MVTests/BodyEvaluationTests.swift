import CalculatorModel
import DeclarativeKit
import MV
import ScreenDriver
import Testing
import ViewKit

/// What MV's fine-grained reading costs: an edit evaluates the result's body alone, and only
/// when the result changes.
@MainActor
struct BodyEvaluationTests {
  @Test func anEditEvaluatesTheResultsBodyOnlyWhenTheResultChanges() throws {
    let model = Model(calculator: Calculator())
    let host = HostingController(rootView: CalculatorView().environment(model))
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
