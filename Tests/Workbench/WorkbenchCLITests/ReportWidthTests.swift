import ArchitectureCatalog
import Foundation
import ReportLayout
import Testing
import WorkbenchCLI

/// With all seven architectures, the text outputs fit 100 columns.
@MainActor
struct ReportWidthTests {
  private static let limit = 100

  /// The package root, where `facts` reads the sources and the bundled scenarios are.
  private static let packageRoot = testDirectory.deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func widest(_ text: String) -> (width: Int, line: String) {
    let lines = text.split(separator: "\n").map(String.init)
    let widest = lines.max { TextLayout.width(of: $0) < TextLayout.width(of: $1) } ?? ""
    return (TextLayout.width(of: widest), widest)
  }

  @Test func theDefaultTextReportOfTheBundledScenariosFits() {
    let scenarios = Self.packageRoot.appendingPathComponent("Scenarios").path
    let output = workbench(["run", scenarios, "--no-timing"])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("pass · all \(Catalog.architectures.count) show 34"))
    let (width, line) = widest(output.standardOutput)
    #expect(width <= Self.limit, "\(width) columns: \(line)")
  }

  @Test func theTimingTablesWithEveryArchitectureFit() {
    let output = workbench([
      "run", fixture("pass/sum.scenario"), "--repetitions", "1", "--warmup", "0",
    ])
    #expect(output.standardOutput.contains("MVVM-Observation"))
    #expect(output.standardOutput.contains("ns/screen: median nanoseconds"))
    let (width, line) = widest(output.standardOutput)
    #expect(width <= Self.limit, "\(width) columns: \(line)")
  }

  @Test func aDivergenceWithLongTextFits() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("width-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a-scenario-with-a-rather-long-name-indeed.scenario")
    let long = String(repeating: "1234567890,", count: 30)
    try Data("type input \"\(long)\"\nexpect result \"1\"\n".utf8).write(to: file)
    let output = workbench(["run", file.path, "--no-timing"])
    #expect(output.exitCode == .failure)
    let (width, line) = widest(output.standardOutput)
    #expect(width <= Self.limit, "\(width) columns: \(line)")
  }

  @Test func listFits() {
    let scenarios = Self.packageRoot.appendingPathComponent("Scenarios").path
    let output = workbench(["list", scenarios])
    #expect(output.standardOutput.contains("MVVM-Observation"))
    let (width, line) = widest(output.standardOutput)
    #expect(width <= Self.limit, "\(width) columns: \(line)")
  }

  /// `facts` reads `Sources/` under the current directory, which `swift test` sets to the
  /// package root.
  @Test func factsFit() throws {
    let output = workbench(["facts"])
    try #require(output.exitCode == .success, "\(output.standardError)")
    #expect(
      output.standardOutput.contains("MVVM-Observation (Sources/Architectures/MVVMObservation)"))
    let (width, line) = widest(output.standardOutput)
    #expect(width <= Self.limit, "\(width) columns: \(line)")
  }

  @Test func traceFits() {
    let tutorial = Self.packageRoot.appendingPathComponent("Scenarios/tutorial-example.scenario")
    let output = workbench(["trace", tutorial.path])
    #expect(output.exitCode == .success)
    let (width, line) = widest(output.standardOutput)
    #expect(width <= Self.limit, "\(width) columns: \(line)")
  }
}
