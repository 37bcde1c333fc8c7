import Foundation
import Testing

@testable import Testability

struct ScreenModulesTests {
  /// A package with a kit, a driver, a module that imports the driver, and one that does not.
  func makePackage() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("screen-modules-\(UUID().uuidString)").path
    let files = [
      "Sources/ScreenDriver/Driver.swift": "import ViewKit\n",
      "Sources/Harness/Runner.swift": "import ScreenDriver\n",
      "Sources/Lab/Report.swift": "import Harness\n",
      "Tests/Support/Script.swift": "import ViewKit\nimport CalculatorModel\n",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func theKitTheDriverAndWhatImportsTheDriverAtAnyRemoveAreScreenModules() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var modules = ScreenModules(packageRoot: root)
    #expect(
      modules.screenModules(among: ["ViewKit", "ScreenDriver", "Harness", "Lab", "Testing"])
        == ["ViewKit", "ScreenDriver", "Harness", "Lab"])
  }

  @Test func aSupportModuleThatDrivesNoScreenIsNot() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var modules = ScreenModules(packageRoot: root)
    #expect(modules.screenModules(among: ["Support", "CalculatorModel"]).isEmpty)
  }
}
