import ArchitectureCatalog
import Foundation
import Testing
import WorkbenchCLI

/// `workbench changes`, `run --change` and the change requests as exercises, as far as they run
/// without building a change (the builds are checked by `changes --verify` in CI).
@MainActor
struct ChangesCommandTests {
  @Test func measuresEveryChangeRequestForEveryArchitecture() throws {
    let output = workbench(["changes", "--format", "json"])
    #expect(output.exitCode == .success)
    let document = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    let changes = try #require((document as? [String: Any])?["changes"] as? [[String: Any]])
    #expect(
      changes.compactMap { $0["name"] as? String } == [
        "clear-button", "history", "piece-count", "remember-token", "slow-service", "undo",
      ])
    for change in changes {
      // One entry per architecture of the catalogue, "missing" where it has no implementation.
      let entries = try #require(change["architectures"] as? [[String: Any]])
      #expect(entries.count == Catalog.architectures.count)
    }
  }

  @Test func chargesSharedCodeToTheArchitecturesThatUseItAndCountsInstrumentationApart() throws {
    let output = workbench(["changes", "--changes", "undo", "--format", "json"])
    #expect(output.exitCode == .success)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let undo = try #require((document["changes"] as? [[String: Any]])?.first)
    let pieces = try #require(undo["sharedCode"] as? [[String: Any]])
    let compactMap = try #require(
      pieces.first { ($0["file"] as? String)?.hasSuffix("Signal+CompactMap.swift") == true })
    #expect(compactMap["usedBy"] as? [String] == ["MVVM-IO"])
    let button = try #require(
      pieces.first { $0["file"] as? String == "Sources/Shared/ViewKit/Button.swift" })
    #expect(button["origin"] as? String == "base")
    #expect((button["usedBy"] as? [String])?.count == Catalog.architectures.count)
    let entries = try #require(undo["architectures"] as? [[String: Any]])
    let viper = try #require(entries.first { $0["architecture"] as? String == "VIPER" })
    let cost = try #require(viper["cost"] as? [String: Any])
    // VIPER's undo adds seven @Received lines: counted apart, never as code.
    #expect(cost["instrumentationLinesAdded"] as? Int == 7)
    #expect(cost["testLinesRemoved"] as? Int == 0)
    let totals = try #require(document["totals"] as? [[String: Any]])
    #expect(totals.allSatisfy { $0["allIn"] is Int && $0["sharedCodeChurn"] is Int })
  }

  @Test(arguments: [
    ["changes", "--changes", "nope"], ["run", "Scenarios/Changes/undo", "--change", "nope"],
  ])
  func anUnknownChangeRequestIsAUsageErrorListingTheKnownOnes(arguments: [String]) {
    let output = workbench(arguments)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("no change request 'nope'"))
    #expect(
      output.standardError.contains("the change requests are clear-button, history, piece-count"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test func verifyTakesNoFormat() {
    let output = workbench(["changes", "--verify", "--format", "json"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("--verify prints what it checked"))
  }

  @Test func aChangeExerciseNeedsTheArchitectureToChange() {
    let output = workbench(["exercise", "show", "undo"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("name the architecture to change with --architecture"))
    #expect(output.standardError.contains("MassiveMVC, MVC, MVP"))
  }

  @Test func theArchitectureGoesOnlyWithAChangeRequest() {
    let output = workbench(["exercise", "show", "stale-token", "--architecture", "MVP"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("--architecture goes with a change request's"))
  }

  @Test func checkingACopyNotMadeYetSaysHowToMakeIt() {
    // No test makes a copy in the package: a copy there would be a student's own work.
    let output = workbench(["exercise", "check", "undo", "--architecture", "VIPER"])
    guard !FileManager.default.fileExists(atPath: "Sources/Classroom/Changes/Undo/VIPER") else {
      return
    }
    #expect(output.exitCode == .unreadablePath)
    #expect(
      output.standardError.contains("workbench exercise show undo --architecture VIPER"))
  }

  /// A hostile pass found `changes` outside the package ending as a wrong command line (64),
  /// where its help promises 66, "not run from the package root".
  @Test func outsideThePackageItEndsWithTheUnreadablePathCode() async throws {
    let folder = try ScratchFolder()
    let result = try await shell("\"$WORKBENCH\" changes", in: folder.path)
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "error: no change request here: there is no Scenarios/Changes folder with a "
        + "README.md;\n  run from the package root\n")
  }

  /// A hostile pass found a file where the student's copy goes printed as Foundation's error
  /// domain, code and user info.
  @Test func aFileWhereTheStudentsCopyGoesIsNamedWithTheSystemsReason() async throws {
    let folder = try ScratchFolder()
    try folder.write("Scenarios/Changes/undo/README.md", "# undo\n")
    try folder.write("Sources/Architectures/MVP/A.swift", "struct A {}\n")
    try folder.write("Sources/Classroom/Changes/Undo/MVP", "not a folder\n")
    let result = try await shell(
      "\"$WORKBENCH\" exercise show undo --architecture MVP", in: folder.path)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot copy Sources/Architectures/MVP to Sources/Classroom/Changes/Undo/MVP: "
        + "file exists\n")
  }
}
