import Foundation
import Testing
import WorkbenchTestSupport

/// Every source target has a test target of its own, `Tests/<Group>/<Target>Tests`, or a row in
/// the README's table of targets that names what tests it instead, or why nothing does.
struct TestTargetTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The last cell of each row of the README's table of targets (`| Target | Group | Concern |
  /// Tested by |`), keyed by every target its first cell names in backquotes.
  static func testedBy(inReadme text: String) -> [String: String] {
    var cells: [String: String] = [:]
    var inTable = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("| Target | Group | Concern | Tested by |") {
        inTable = true
        continue
      }
      guard inTable else { continue }
      guard line.hasPrefix("|") else { break }
      let parts = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count >= 6, !parts[1].hasPrefix("---") else { continue }
      let quoted = parts[1].split(separator: "`", omittingEmptySubsequences: false)
      for name in quoted.enumerated() where name.offset % 2 == 1 {
        cells[String(name.element)] = parts[4]
      }
    }
    return cells
  }

  @Test func everySourceTargetHasATestTargetOrAReasonInTheReadme() throws {
    let manifest = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
    let readme = try String(
      contentsOfFile: Self.packageRoot
        + "/Sources/Workbench/ScenarioReplay/Workbench.docc/Contributing.md", encoding: .utf8)
    let paths = Manifest.targetPaths(inManifest: manifest)
    // The targets made in loops (mutants, exercises, solutions) write their paths with an
    // interpolation, read as the folder above them: copies the README names as such.
    let sources = paths.filter { $0.value.hasPrefix("Sources/") && !$0.value.hasSuffix("/") }.keys
    let tests = Set(paths.filter { $0.value.hasPrefix("Tests/") }.keys)
    let reasons = Self.testedBy(inReadme: readme)
    // Guards that read nothing pass: fail instead when either side is empty.
    #expect(sources.count > 30, "\(sources.sorted())")
    #expect(reasons.count > 20, "\(reasons.keys.sorted())")
    for target in sources.sorted() where !tests.contains(target + "Tests") {
      #expect(!(reasons[target] ?? "").isEmpty, "\(target) has no test target and no reason")
    }
  }

  @Test func aRowNamesEachTargetOfItsFirstCell() {
    let readme = """
      | Target | Group | Concern | Tested by |
      | --- | --- | --- | --- |
      | `A`, `B` | Workbench | a and b | `ATests` |
      | `C` | Shared | c |  |

      | `D` | Shared | d | `DTests` |
      """
    #expect(Self.testedBy(inReadme: readme) == ["A": "`ATests`", "B": "`ATests`", "C": ""])
  }
}
