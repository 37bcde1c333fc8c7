import CodeFacts
import Foundation
import Testing
import WorkbenchCLI

/// `workbench conformance`: its command line, and one architecture checked whole.
@MainActor
struct ConformanceCommandTests {
  @Test(arguments: [
    ["conformance", "--format", "xml"], ["conformance", "extra"],
    ["conformance", "--architectures", "NoSuchPattern"],
    // A hostile pass found Direct checked, and failed, for a pattern it never had.
    ["conformance", "--architectures", "MVC,Direct"],
  ])
  func aWrongCommandLineIsAUsageError(arguments: [String]) {
    let output = workbench(arguments)
    #expect(output.exitCode == .usage)
    #expect(output.standardOutput == "")
    #expect(output.standardError.contains("Usage: workbench conformance"))
  }

  @Test func aModelFileThatIsNoModelIsADataErrorAtItsLineAndColumn() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("model-\(UUID().uuidString).json").path
    try "{\n  \"pattern\": 1\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = workbench(["conformance", "--model", path])
    #expect(output.exitCode == .malformedScenario)
    #expect(output.standardOutput == "")
    #expect(output.standardError.hasPrefix("\(path):2:14: error: "))
  }

  @Test func theBundledCorpusIsJudgedWithFullPrecisionAndRecall() {
    let output = workbench(["conformance", "--corpus", "Scenarios/Conformance"])
    #expect(output.exitCode == .success, "\(output.standardOutput)\(output.standardError)")
    #expect(!output.standardOutput.contains("WRONG"))
    #expect(output.standardOutput.contains("precision 100% ("))
    #expect(output.standardOutput.contains("recall 100% ("))
  }

  /// A hostile pass found `conformance` outside the package saying only "Scenarios: error: no
  /// such file or directory", where `run` and `facts` say to run from the package root.
  @Test func outsideThePackageItSaysToRunFromThePackageRoot() async throws {
    let folder = try ScratchFolder()
    let result = try await shell("\"$WORKBENCH\" conformance", in: folder.path)
    #expect(result.status == 66)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Scenarios: error: "))
    #expect(
      result.standardError.hasSuffix(
        "run it from the package root (the folder holding Package.swift).\n"))
  }

  @Test func mvpKeepsItsModelAndTheJSONSaysSoWithNoDivergence() throws {
    let output = workbench(["conformance", "--architectures", "MVP", "--format", "json"])
    #expect(output.exitCode == .success)
    let report = try JSONDecoder().decode(
      ConformanceReport.self, from: Data(output.standardOutput.utf8))
    #expect(report.format == "workbench-conformance/1")
    let mvp = try #require(report.architectures.first)
    #expect(mvp.name == "MVP")
    #expect(mvp.violations.isEmpty)
    let reflexion = try #require(mvp.reflexion)
    #expect(reflexion.divergences.isEmpty)
    #expect(reflexion.convergences.contains("view → presenter"))
    #expect(reflexion.absences.allSatisfy { $0.reason != nil })
  }
}
