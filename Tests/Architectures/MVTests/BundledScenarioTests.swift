import ArchitectureDescriptor
import Foundation
import MV
import ScenarioLanguage
import ScenarioReplay
import Testing

/// The bundled scenarios, found through `#filePath`: in the first folder up from this file with
/// a `Package.swift`, so that a change's copy of this file (under `.build/change-sources/`)
/// finds the package's own.
private let bundledScenarioFiles: [String] = {
  var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while root.pathComponents.count > 1,
    !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
  {
    root = root.deletingLastPathComponent()
  }
  return (try? ScenarioLibrary.scenarioFiles(at: [root.appendingPathComponent("Scenarios").path]))
    ?? []
}()

/// MV is not in the catalogue yet: the harness replays every bundled scenario on it here, beside
/// the direct computation, as it does for the catalogue's architectures.
@MainActor
struct BundledScenarioTests {
  private static let mv = Architecture(
    name: "MV", summary: "An @Observable model read directly by declarative views.",
    origin: "SwiftUI's MV", sourcePath: "Sources/Architectures/MV",
    makeRootViewController: CalculatorScreen.makeRootViewController)

  @Test func thereAreBundledScenarios() {
    #expect(bundledScenarioFiles.count >= 25)
  }

  @Test(arguments: bundledScenarioFiles)
  func passesOnMV(path: String) throws {
    let scenario = try ScenarioParser.parse(contentsOf: path)
    let report = ScenarioRunner(architectures: [Self.mv, .direct]).run(scenario)
    for run in report.runs {
      #expect(run.failures.isEmpty, "\(run.architecture): \(run.failures)")
    }
    #expect(report.agree)
  }
}
