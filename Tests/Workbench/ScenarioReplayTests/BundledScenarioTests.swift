import ArchitectureCatalog
import Foundation
import ScenarioLanguage
import ScenarioReplay
import Testing

/// The bundled scenarios, found next to this file through `#filePath`.
private let bundledScenarioFiles: [String] = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let folder = root.appendingPathComponent("Scenarios").path
  return (try? ScenarioLibrary.scenarioFiles(at: [folder])) ?? []
}()

@MainActor
struct BundledScenarioTests {
  @Test func thereAreAtLeastTwentyFiveBundledScenarios() {
    #expect(bundledScenarioFiles.count >= 25)
  }

  @Test(arguments: bundledScenarioFiles)
  func passesOnEveryArchitecture(path: String) throws {
    let scenario = try ScenarioParser.parse(contentsOf: path)
    let runner = ScenarioRunner(architectures: Catalog.architectures + [.direct])
    let report = runner.run(scenario)
    for run in report.runs {
      #expect(run.failures.isEmpty, "\(run.architecture): \(run.failures)")
    }
    #expect(report.agree)
  }
}
