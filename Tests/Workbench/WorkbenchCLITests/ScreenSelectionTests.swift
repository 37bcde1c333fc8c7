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
      output.standardOutput.contains("Architectures of the screen 'temperature-converter' (10)"))
    #expect(output.standardOutput.contains("Sources/Screens/TemperatureConverter/MVP"))
    #expect(!output.standardOutput.contains("Direct"))
    #expect(output.standardOutput.contains("halves-round-away-from-zero"))
  }

  @Test func playsAScreensImplementationWithItsOwnWidgets() {
    let output = workbench(["play", "--screen", "crud", "--script", "ab"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(output.standardOutput.contains("filterTextField [ab]"))
    #expect(output.standardOutput.contains("MVC (2 of 9)"))
    #expect(!output.standardOutput.contains("the model is not asked"))
  }

  @Test func countsAScreensImplementations() {
    let output = workbench(["facts", "--screen", "flight-booker", "--architectures", "MVP"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(output.standardOutput.contains("MVP (Sources/Screens/FlightBooker/MVP)"))
    // Its own model's types named as the model's, not the calculator's.
    #expect(output.standardOutput.contains("model FlightBooking"))
    #expect(!output.standardOutput.contains("Sources/Architectures"))
  }

  @Test(arguments: [
    (["changes"], "change requests"), (["exercise", "list"], "exercises"),
    (["mutants", "--list"], "mutants"),
  ])
  func aCommandOfTheCalculatorsAloneRefusesAnotherScreenNamingWhatItHas(
    command: [String], what: String
  ) {
    let output = workbench(command + ["--screen", "crud"])
    #expect(output.exitCode == .usage)
    #expect(
      oneLine(output.standardError).contains(
        "the screen 'crud' has no \(what): it has 9 implementations (MassiveMVC, MVC, MVP, MVVM, "
          + "MVVM-IO, MVVM-Observation, Store, VIPER, CleanSwift) and its scenarios in "
          + "Scenarios/crud"))
  }

  @Test func conformanceOnAnotherScreenTakesNoChangeRequest() {
    let output = workbench(["conformance", "--screen", "crud", "--change", "history"])
    #expect(output.exitCode == .usage)
    #expect(oneLine(output.standardError).contains("--change is the calculator's"))
  }

  /// `text` with every run of white space one space: a message wrapped to the width, unwrapped.
  private func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
