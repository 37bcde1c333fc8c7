import Diagnostics
import Foundation
import ScenarioLanguage
import Testing

@Suite struct ScenarioDiagnosticTests {
  @Test func readsLikeACompilerDiagnostic() {
    let error = ScenarioDiagnostic(
      path: "Scenarios/sum.scenario", line: 4, column: 7,
      message: "unknown field 'inptu'; expected 'token' or 'input'")
    #expect(
      error.description
        == "Scenarios/sum.scenario:4:7: error: unknown field 'inptu'; expected 'token' or 'input'")
  }

  @Test func putsTheHintOnANoteLine() {
    let error = ScenarioDiagnostic(
      path: "Scenarios/sum.scenario", line: 4, column: 7,
      message: "unknown field 'inptu'; expected 'token' or 'input'", hint: "did you mean 'input'?")
    #expect(
      error.description == """
        Scenarios/sum.scenario:4:7: error: unknown field 'inptu'; expected 'token' or 'input'
        Scenarios/sum.scenario:4:7: note: did you mean 'input'?
        """)
  }

  @Test func listsEveryErrorOneAfterTheOther() {
    let errors = MalformedScenarioError(diagnostics: [
      ScenarioDiagnostic(path: "a.scenario", line: 1, column: 1, message: "first", hint: "fix it"),
      ScenarioDiagnostic(path: "b.scenario", line: 2, column: 3, message: "second"),
    ])
    #expect(
      errors.description == """
        a.scenario:1:1: error: first
        a.scenario:1:1: note: fix it
        b.scenario:2:3: error: second
        """)
  }

  @Test func describesAnUnreadablePath() {
    let error = UnreadablePathError(path: "missing.scenario", reason: "no such file or directory")
    #expect(error.description == "missing.scenario: error: no such file or directory")
  }

  /// The fixture `malformed.scenario` holds one of each kind of error; `malformed.errors` holds
  /// the diagnostics the parser must print for it, byte for byte.
  @Test func reportsTheFixtureFileLikeItsGoldenOutput() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    let path = fixtures.appendingPathComponent("malformed.scenario").path
    let golden = try String(
      contentsOf: fixtures.appendingPathComponent("malformed.errors"), encoding: .utf8)
    do {
      _ = try ScenarioParser.parse(contentsOf: path)
      Issue.record("the malformed fixture parsed")
    } catch let errors as MalformedScenarioError {
      let shown = errors.description.replacingOccurrences(of: path, with: "malformed.scenario")
      #expect(shown + "\n" == golden)
    }
  }
}
