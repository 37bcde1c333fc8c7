import Foundation
import ReportLayout
import Testing

@testable import Testability

/// The testability article's table is what the command printed for the saved report beside this
/// file, line for line.
struct ReadmeTestabilityTests {
  private static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private static let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The lines of the README's block that follows `$ swift run workbench testability`.
  static func readmeBlock(_ readme: String) -> [String] {
    let lines = readme.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "$ swift run workbench testability") else { return [] }
    return Array(lines[(start + 1)...].prefix { $0 != "```" })
  }

  @Test func theReadmesTableIsTheCommandsOutputForTheSavedReport() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appendingPathComponent(
        "Sources/Workbench/ScenarioReplay/Workbench.docc/Testability.md"), encoding: .utf8)
    let data = try Data(
      contentsOf: Self.here.appendingPathComponent("Fixtures/readme-testability.json"))
    let report = try JSONDecoder().decode(TestabilityReport.self, from: data)
    let printed = TestabilityFormat.text.render(report).components(separatedBy: "\n")
    let block = Self.readmeBlock(readme)
    try #require(block.count > 10)
    #expect(Array(printed.prefix(block.count)) == block)
  }

  @Test func everyLineOfTheSavedReportFitsInAHundredColumns() throws {
    let data = try Data(
      contentsOf: Self.here.appendingPathComponent("Fixtures/readme-testability.json"))
    let report = try JSONDecoder().decode(TestabilityReport.self, from: data)
    let wide = TestabilityFormat.text.render(report).split(separator: "\n")
      .filter { TextLayout.width(of: $0) > 100 }
    #expect(wide.isEmpty, "\(wide.joined(separator: "\n"))")
  }
}
