import Foundation
import Testing
import WorkbenchCLI

/// The command reference (`workbench help --reference`) is each subcommand's help, generated
/// from the same declarations, so the two never drift.
@MainActor
struct CommandReferenceTests {
  @Test(arguments: Commands.all.map(\.name))
  func theReferenceShowsWhatHelpPrints(command: String) throws {
    let reference = workbench(["help", "--reference"])
    #expect(reference.exitCode == .success)
    let help = workbench(["help", command])
    #expect(help.exitCode == .success)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
    let section = "### \(command)\n"
    let start = try #require(reference.standardOutput.range(of: section))
    let rest = reference.standardOutput[start.upperBound...]
    let fence = try #require(rest.range(of: "```\n"))
    let end = try #require(rest[fence.upperBound...].range(of: "\n```\n"))
    #expect(rest[fence.upperBound..<end.lowerBound] + "\n" == help.standardOutput)
  }

  @Test(arguments: Commands.all.map(\.name))
  func dashDashHelpPrintsWhatHelpPrints(command: String) {
    let dashed = workbench([command, "--help"])
    #expect(dashed.exitCode == .success)
    #expect(dashed.standardOutput == workbench(["help", command]).standardOutput)
  }

  @Test func theReferenceOpensWithTheTopLevelHelp() {
    let reference = workbench(["help", "--reference"]).standardOutput
    #expect(reference.hasPrefix("# Command Reference\n"))
    #expect(reference.contains("```\n" + workbench(["--help"]).standardOutput + "```\n"))
  }

  @Test func theTopLevelHelpListsEverySubcommandWithItsAbstract() {
    let help = workbench(["--help"]).standardOutput
    for command in Commands.all {
      let line = help.split(separator: "\n").first { $0.hasPrefix("  \(command.name) ") }
      #expect(line?.contains(command.abstract.prefix(40)) == true, "\(command.name)")
    }
  }

  @Test(arguments: Commands.all.map(\.name))
  func everyHelpLineFits100Columns(command: String) {
    let help = workbench(["help", command]).standardOutput
    let wide = help.split(separator: "\n").filter { $0.count > 100 }
    #expect(wide.isEmpty, "\(wide)")
  }

  @Test(arguments: Commands.all)
  func eachOptionIsDeclaredOncePerCommand(command: CommandDeclaration) {
    let names = command.parsedOptions.map(\.name)
    #expect(Set(names).count == names.count, "\(command.name): \(names)")
  }

  @Test func theReferenceTakesNoSubcommand() {
    let output = workbench(["help", "run", "--reference"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: --reference takes no subcommand\n"))
  }
}
