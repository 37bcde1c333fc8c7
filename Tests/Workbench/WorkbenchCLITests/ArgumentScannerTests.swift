import Foundation
import Testing
import WorkbenchCLI

/// Options given twice, values that would go unused, and combinations that mean nothing are
/// usage errors (64), not silently ignored.
@MainActor
struct ArgumentScannerTests {
  @Test(arguments: [
    (
      ["run", "--architectures", "mvc", "--architectures", "mvp"],
      "--architectures is given more than once"
    ),
    (["run", "--format=json", "--format", "text"], "--format is given more than once"),
    (["trace", "x.scenario", "--event", "1", "--event=2"], "--event is given more than once"),
    (["run", "--reference", "nosuch", "--no-timing"], "unknown architecture 'nosuch'"),
    (["run", "--output", ""], "--output needs a file name"),
    // A hostile pass found `--output=-` writing a file named `-`.
    (
      ["run", "--output=-"],
      "--output takes a file's path, and '-' names none; name a file, or leave --output out"
    ),
    (["run", "--output", "-", "--no-timing"], "--output takes a file's path, and '-' names none"),
    (["conformance", "--model=-"], "--model takes a file's path, and '-' names none; name a file"),
    (["help", "nosuch"], "no help for unknown subcommand 'nosuch'"),
    (["help", "rnu"], "no help for unknown subcommand 'rnu'; did you mean 'run'?"),
    (["help", "run", "list"], "help takes at most one subcommand"),
    // A hostile pass found both ignoring what followed them.
    (["--version", "extra"], "unexpected argument 'extra' after --version"),
    (["--help", "nosuch"], "unexpected argument 'nosuch' after --help"),
    (["-h", "run", "list"], "unexpected argument 'run' after -h"),
    (["bench", "--iterations", "3"], "--iterations and --distribution go with --probe <bytes>"),
    (["bench", "--screens", "3"], "--screens goes with --replay <name>"),
    (["bench", "--quick", "--probe", "64"], "--probe and --quick cannot be combined"),
    (["bench", "--replay", "mvc", "--probe", "64"], "--probe and --replay cannot be combined"),
    (["bench", "--replay", "nosuch", "--probe", "64"], "unknown architecture 'nosuch'"),
    (["bench", "--probe", "64", "--iterations", "x"], "--iterations takes a whole number"),
    (
      ["trace", "x.scenario", "--event", "abc"],
      "--event takes a whole number of 0 or more, not 'abc'"
    ),
    (["run", "--\u{1B}]0;x\u{7}"], #"unknown option '--\u{1B}]0;x\u{7}'"#),
    (
      ["fuzz", "--seed", "18446744073709551615"],
      "--seed takes a whole number from 0 to 9223372036854775807, not '18446744073709551615'"
    ),
  ])
  func exits64Saying(arguments: [String], message: String) {
    let output = workbench(arguments)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: " + message))
    #expect(output.standardOutput == "")
    #expect(output.standardError.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test(arguments: [
    (["run", "--save-baseline", "--no-timing"], "--save-baseline", "'--no-timing'"),
    (["run", "--output", "--format", "json"], "--output", "'--format'"),
    (["run", "--compare", "-"], "--compare", "'-'"),
    (["trace", "x.scenario", "--event", "-1"], "--event", "'-1'"),
    (["fuzz", "--out"], "--out", nil),
  ])
  func anOptionIsNeverTakenAsAValue(arguments: [String], option: String, next: String?) {
    let output = workbench(arguments)
    #expect(output.exitCode == .usage)
    #expect(output.standardOutput == "")
    #expect(output.standardError.hasPrefix("Error: missing value for \(option) <"))
    if let next {
      // A hostile pass found '-1' called "an option": it is a number read as one.
      #expect(output.standardError.contains("\(next) starts with '-';"))
      #expect(!output.standardError.contains("is an option"))
      #expect(output.standardError.contains("\(option)=<value>"))
    }
    #expect(output.standardError.contains("\nUsage: workbench \(arguments[0]) "))
  }

  @Test func helpBeforeASubcommandIsThatSubcommandsHelp() {
    let output = workbench(["--help", "trace"])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput == workbench(["help", "trace"]).standardOutput)
  }

  @Test func aValueThatStartsWithADashIsGivenAfterAnEqualsSign() {
    let output = workbench(["trace", "x.scenario", "--event=-1"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: --event takes a whole number of 0 or more"))
  }

  @Test(arguments: [
    (
      ["run", "--format", "yaml"],
      "unknown format 'yaml'; expected text, markdown, json, junit or html"
    ),
    (
      ["trace", "x.scenario", "--format", "json"],
      "unknown format 'json'; expected text, mermaid or html"
    ),
    (["exercise", "list", "--format", "md"], "unknown format 'md'; expected text or json"),
    (
      ["bench", "--probe", "8", "--distribution", "x"],
      "unknown distribution 'x'; expected benchmark,"
    ),
  ])
  func aValueOutsideTheDeclaredOnesListsThem(arguments: [String], message: String) {
    let output = workbench(arguments)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: " + message))
  }

  @Test func aDeclaredValueIsReadWhateverItsCase() {
    let output = workbench(["run", fixture("pass"), "--no-timing", "--format", "JSON"])
    #expect(output.standardOutput.hasPrefix("{"))
  }

  @Test func aLongUsageErrorIsWrappedAt100Columns() {
    let output = workbench(["run", "--architectures", "nosuch"])
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.count > 3)
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(output.standardError.contains("[--change <name>]"))
  }

  @Test func aRepeatedArchitecturesOptionExits64FromTheExecutable() async throws {
    let result = try await shell(
      "\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --architectures mvc --architectures mvp")
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: --architectures is given more than once; give it once, with the names "
          + "separated by commas\n"))
  }

  @Test func helpForEachSubcommandStillWorks() {
    for subcommand in ["run", "list", "bench", "trace", "facts"] {
      let output = workbench(["help", subcommand])
      #expect(output.exitCode == .success)
      #expect(output.standardOutput.contains("USAGE: workbench \(subcommand)"))
    }
    #expect(workbench(["help"]).standardOutput == workbench(["--help"]).standardOutput)
  }
}
