import Foundation
import Testing
import WorkbenchCLI

/// The code-facts table in the README is what `workbench facts` prints today, so it cannot go
/// stale: the counts depend on the sources only, and a change to an architecture that changes
/// them fails here until the README says so.
///
/// Rows are compared cell by cell, so an architecture added with `workbench new-architecture`,
/// which the README does not list and whose name may widen the columns, changes nothing here.
@MainActor
struct ReadmeFactsTests {
  /// Each row of a table as printed by `facts`, keyed by its first cell; cells are separated by
  /// two spaces or more, the header and the rule under it left out.
  static func rows(_ table: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in table.split(separator: "\n").dropFirst(2) {
      let cells = line.split(separator: "  ", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      if let name = cells.first { rows[name] = Array(cells.dropFirst()) }
    }
    return rows
  }

  @Test func theReadmesCodeFactsRowsAreTheCommandsOutput() throws {
    let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "\n## Code facts\n").dropFirst().first)
    let drawn = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
      .components(separatedBy: "```")[0]
    let output = workbench(["facts"])
    #expect(output.exitCode == .success)
    let printed = try #require(
      output.standardOutput.components(separatedBy: "\n\n").first { $0.hasPrefix("architecture ") })
    let drawnRows = Self.rows(drawn)
    let printedRows = Self.rows(printed)
    #expect(drawnRows.count >= 9)
    for (name, cells) in drawnRows {
      #expect(printedRows[name] == cells, "README row \(name)")
    }
  }

  @Test func rowsAreReadCellByCell() {
    let table = """
      architecture  files  stored references
      ------------  -----  -----------------
      MVP           4      4 (1 weak)
      """
    #expect(Self.rows(table) == ["MVP": ["4", "4 (1 weak)"]])
  }
}
