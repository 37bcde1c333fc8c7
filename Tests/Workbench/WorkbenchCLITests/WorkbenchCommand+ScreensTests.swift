import ArchitectureDescriptor
import Testing
import WorkbenchCLI
import WorkbenchTestSupport

/// `WorkbenchCommand.run(_:screens:)`, the entry point a user's executable calls: its screens are
/// the only ones, the first driven without `--screen`, through every command.
@MainActor
struct WorkbenchCommandScreensTests {
  /// A user's screen: the sign-up form, its scenarios a fixture folder.
  static let signUp = ScreenDescriptor(
    name: "sign-up", summary: "A sign-up form that greets the name typed.",
    scenarioPath: fixture("sign-up"), identifiers: ["nameTextField", "greetingLabel"],
    architectures: [TestArchitectures.signUp])

  private func run(_ arguments: [String]) -> CommandOutput {
    var output = WorkbenchCommand.run(arguments, screens: [Self.signUp])
    output.standardOutput = normalised(output.standardOutput)
    output.standardError = normalised(output.standardError)
    return output
  }

  @Test func runsTheFirstScreensOwnScenariosWithoutAnOption() {
    let output = run(["run", "--no-timing"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(output.standardOutput.contains("1 scenario on SignUp"))
    #expect(output.standardOutput.contains("greeting  3       pass · SignUp"))
    for calculatorWord in ["resultLabel", "tokenTextField", "inputTextField", "bytes scanned"] {
      #expect(!output.standardOutput.contains(calculatorWord), "\(calculatorWord)")
    }
  }

  @Test func listsOnlyTheUsersScreens() {
    let output = run(["screens"])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("Screens (1; sign-up without --screen):"))
    #expect(!output.standardOutput.contains("calculator"))
  }

  @Test func theCalculatorIsNotAmongTheUsersScreens() {
    let output = run(["run", "--screen", "calculator", "--no-timing"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("unknown screen 'calculator'"))
    #expect(output.standardError.contains("expected one of: sign-up"))
  }

  @Test func tracesTheUsersScreen() {
    let output = run(["trace"])
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(output.standardOutput.contains("SignUp: event"))
    #expect(output.standardOutput.contains("nameTextField"))
  }
}
