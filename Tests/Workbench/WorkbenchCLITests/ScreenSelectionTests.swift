import Testing
import WorkbenchCLI

/// `--screen <name>` on `run`, `trace` and `list`: the screen's implementations, its own
/// scenario folder without a path, and a note naming the option when a screen's scenarios ran
/// on the calculator.
@MainActor
struct ScreenSelectionTests {
  @Test func runsAScreensOwnFolderOnAllNineOfItsImplementations() {
    let output = workbench(["run", "--screen", "temperature-converter", "--no-timing"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(output.standardOutput.contains("5 scenarios on MassiveMVC, MVC, MVP, MVVM, MVVM-IO"))
    #expect(output.standardOutput.contains("conversions"))
    #expect(!output.standardOutput.contains("tutorial-example"))
  }

  @Test func runsTheScreensFolderNamedWithTheScreen() {
    let output = workbench([
      "run", "Scenarios/temperature-converter", "--screen", "Temperature-Converter",
      "--no-timing",
    ])
    #expect(output.exitCode == .success, "\(output.standardError)")
  }

  @Test func aScreensScenariosRunOnTheCalculatorNameTheOptionTheyNeed() {
    let output = workbench(["run", "Scenarios/temperature-converter", "--no-timing"])
    #expect(output.exitCode == .failure)
    #expect(
      oneLine(output.standardError).contains(
        "note: these scenarios belong to the screen 'temperature-converter' and ran on the "
          + "calculator; add --screen temperature-converter"))
  }

  @Test func theCalculatorsFailingScenarioGetsNoScreenNote() {
    let output = workbench(["run", fixture("fail"), "--no-timing"])
    #expect(output.exitCode == .failure)
    #expect(!oneLine(output.standardError).contains("--screen"))
  }

  @Test func anUnknownScreenIsAUsageErrorNamingTheScreens() {
    let output = workbench(["run", "--screen", "flight-bokker", "--no-timing"])
    #expect(output.exitCode == .usage)
    #expect(oneLine(output.standardError).contains("unknown screen 'flight-bokker'"))
    #expect(
      oneLine(output.standardError).contains("expected one of: calculator, temperature-converter"))
  }

  @Test func anotherScreenHasNoDirectBaselineAndNoChangeRequests() {
    let direct = workbench([
      "run", "--screen", "temperature-converter", "--architectures", "direct", "--no-timing",
    ])
    #expect(direct.exitCode == .usage)
    #expect(oneLine(direct.standardError).contains("unknown architecture 'direct'"))
    let change = workbench(["run", "--screen", "temperature-converter", "--change", "history"])
    #expect(change.exitCode == .usage)
    #expect(oneLine(change.standardError).contains("cannot go with --screen temperature-converter"))
  }

  @Test func tracesTheFirstOfTheScreensScenariosWithoutAPath() {
    let output = workbench(["trace", "--screen", "temperature-converter"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(output.standardOutput.contains("TemperatureConverterViewController"))
    #expect(output.standardOutput.contains("CleanSwift: event"))
  }

  @Test func listsTheScreensImplementationsWithoutDirectAndItsScenarios() {
    let output = workbench(["list", "--screen", "temperature-converter"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(
      output.standardOutput.contains("Architectures of the screen 'temperature-converter' (9)"))
    #expect(output.standardOutput.contains("Sources/Screens/TemperatureConverter/MVP"))
    #expect(!output.standardOutput.contains("Direct"))
    #expect(output.standardOutput.contains("halves-round-away-from-zero"))
  }

  /// `text` with every run of white space one space: a message wrapped to the width, unwrapped.
  private func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
