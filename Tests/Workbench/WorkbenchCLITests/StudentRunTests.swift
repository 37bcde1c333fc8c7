import Foundation
import ScenarioReplay
import Testing
import WorkbenchCLI

/// What a student sees first: a debug run without timing, one note on how to time, and a
/// wrong expectation said once when every architecture agrees.
@MainActor
struct StudentRunTests {
  private static let debugEnvironment = EnvironmentInfo(
    cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
    buildConfiguration: "debug", date: "2026-01-01T00:00:00Z")

  private func run(_ arguments: [String], environment: EnvironmentInfo) -> CommandOutput {
    WorkbenchCommand.run(arguments, environment: environment)
  }

  @Test func aDebugRunSkipsTimingWithOneLineSayingHowToTime() {
    let output = run(
      ["run", fixture("pass"), "--architectures", "mvc,mvp"], environment: Self.debugEnvironment)
    #expect(output.exitCode == .success)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(
      lines.filter { $0.contains("Timing") }
        == ["Timing: skipped in a debug build; time with 'swift run -c release workbench'."])
    #expect(!output.standardOutput.contains("WARNING"))
    #expect(!output.standardOutput.contains("ns/event"))
    #expect(output.standardOutput.contains("messages/event"))
  }

  @Test func aDebugHTMLReportSaysWhyItWasNotTimed() {
    let skipped = run(
      ["run", fixture("pass/sum.scenario"), "--architectures", "mvc", "--format", "html"],
      environment: Self.debugEnvironment)
    #expect(skipped.standardOutput.contains("Not timed: timing skipped in a debug build"))
    #expect(!skipped.standardOutput.contains("--no-timing"))
    let asked = run(
      [
        "run", fixture("pass/sum.scenario"), "--architectures", "mvc", "--format", "html",
        "--no-timing",
      ],
      environment: Self.debugEnvironment)
    #expect(asked.standardOutput.contains("Not timed: the run had --no-timing."))
  }

  @Test func aPathWithoutASubcommandRunsIt() {
    let output = run(
      [fixture("pass/sum.scenario"), "--architectures", "mvc"], environment: Self.debugEnvironment)
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("pass · MVC shows"))
    let mistyped = run(["rnu"], environment: Self.debugEnvironment)
    #expect(mistyped.exitCode == .usage)
    #expect(mistyped.standardError.contains("did you mean 'run'?"))
  }

  @Test func aDebugRunTimesWhenAsked() {
    let output = run(
      ["run", fixture("pass/sum.scenario"), "--architectures", "mvc", "--timing"],
      environment: Self.debugEnvironment)
    #expect(output.standardOutput.contains("ns/event"))
    #expect(output.standardOutput.contains("WARNING: this is a DEBUG build"))
  }

  @Test func aReleaseRunTimesByDefault() {
    let output = run(
      ["run", fixture("pass/sum.scenario"), "--architectures", "mvc"],
      environment: fixedEnvironment)
    #expect(output.standardOutput.contains("ns/event"))
    #expect(!output.standardOutput.contains("skipped in a debug build"))
  }

  @Test func timingAndNoTimingTogetherAreAUsageError() {
    let output = run(["run", "--timing", "--no-timing"], environment: fixedEnvironment)
    #expect(output.exitCode == .usage)
  }

  @Test func anExpectationEveryArchitectureFailsAlikeIsSaidOnce() {
    let output = workbench([
      "run", fixture("fail"), "--architectures", "mvc,mvp,mvvm", "--no-timing",
    ])
    #expect(output.exitCode == .failure)
    // The message wraps under its place; read it as one paragraph.
    let text = output.standardOutput.replacingOccurrences(of: "\n    ", with: " ")
    #expect(text.components(separatedBy: #"expected result "4", got "3""#).count == 2)
    #expect(text.contains(#"all 3 architectures: expected result "4", got "3""#))
    #expect(text.contains("they all agree, so the expectation is probably wrong"))
  }

  @Test func anExpectationOnlySomeFailIsSaidPerArchitecture() {
    // One architecture alone cannot outvote the scenario.
    let output = workbench(["run", fixture("fail"), "--architectures", "mvc", "--no-timing"])
    #expect(output.standardOutput.contains(#"MVC: expected result "4", got "3""#))
    #expect(!output.standardOutput.contains("probably wrong"))
  }

  @Test func traceEventZeroShowsTheLoading() {
    let output = workbench([
      "trace", fixture("pass/sum.scenario"), "--event", "0", "--architectures", "mvvm",
    ])
    #expect(output.exitCode == .success)
    #expect(
      output.standardOutput.hasPrefix("MVVM: event 0 (loadViewIfNeeded(): the screen loads)"))
    #expect(output.standardOutput.contains("resultLabel"))
  }
}
