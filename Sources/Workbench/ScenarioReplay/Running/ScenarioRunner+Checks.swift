import Diagnostics
import ScenarioLanguage
import ScreenDriver
import ViewKit

/// What the runner checks on a screen as it goes: the loaded result, each `expect`, and an
/// event the screen could not take.
extension ScenarioRunner {
  /// Checks that a freshly built screen shows `0`, as every calculator screen does once loaded.
  static func checkLoaded(_ session: ScreenSession, relaunchedOn line: Int = 0) -> Failure? {
    let shown = session.screen?.resultText ?? ""
    guard shown != "0" else { return nil }
    let when = line == 0 ? "once loaded" : "once relaunched"
    return Failure(
      line: line,
      message: "expected result \(Quoting.literal("0")) \(when), got " + Quoting.literal(shown),
      kind: .expectation)
  }

  /// The failure message of an event the screen could not take: what the scenario asked for,
  /// what is wrong, and the identifier the screen has that was probably meant.
  static func describe(
    _ error: ScreenDriverError, for event: ReplayPlan.Event, on session: ScreenSession
  ) -> String {
    guard case .tap(let identifier) = event else { return "relaunch: \(error.description)" }
    var message = "\(ScenarioWriter.line(.tap(identifier))): \(error.description)"
    if error.problem == .missing, let screen = session.screen {
      let buttons = screen.buttonIdentifiers
      if let guess = ScenarioSpelling.suggestion(for: identifier, among: buttons) {
        message += "; did you mean '\(guess)'?"
      } else if buttons.isEmpty {
        message += "; it has no button"
      } else {
        message += "; its buttons are " + buttons.map { "'\($0)'" }.joined(separator: ", ")
      }
    }
    return message
  }

  static func check(
    _ expectation: ReplayPlan.Expectation, on session: ScreenSession
  )
    -> Failure?
  {
    guard let screen = session.screen else { return nil }
    let actual: String
    let what: String
    switch expectation.target {
    case .result:
      actual = screen.resultText
      what = "result"
    case .field(let field):
      actual = screen.textField(field).text ?? ""
      what = field.rawValue
    case .widget(let identifier):
      what = identifier
      do {
        actual = try screen.text(of: identifier)
      } catch {
        var message = "expect \(identifier): \(error.description)"
        let shown = screen.identifiers
        if error.problem == .missing,
          let guess = ScenarioSpelling.suggestion(for: identifier, among: shown)
        {
          message += "; did you mean '\(guess)'?"
        }
        return Failure(line: expectation.line, message: message, kind: .screen)
      }
    }
    // Scalar by scalar: `==` would take "é" and "e\u{301}" for the same text.
    guard !actual.unicodeScalars.elementsEqual(expectation.expected.unicodeScalars) else {
      return nil
    }
    return Failure(
      line: expectation.line,
      message:
        "expected \(what) \(Quoting.literal(expectation.expected)), got \(Quoting.literal(actual))",
      kind: .expectation)
  }
}
