import ArchitectureDescriptor
import Foundation
import MV
import ScenarioLanguage
import ScenarioReplay
import Testing

/// The bundled scenarios, found through `#filePath`.
private let bundledScenarioFiles: [String] = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
