import CodeFacts
import Foundation

/// The programs the scratch build made: the package's test bundle and the `workbench` tool.
struct Binaries {
  /// The folder holding them.
  var folder: String
  /// The test bundle, which runs Swift Testing's tests.
  var tests: String
  /// The `workbench` tool.
  var workbench: String

  /// Finds them in the scratch build's debug folder.
  init(buildFolder: String) throws(TestabilityError) {
    folder = CodeFacts.join(buildFolder, "debug")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard let bundle = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
      throw .toolFailed("the scratch build made no test bundle in \(folder)")
    }
    tests = CodeFacts.join(folder, bundle)
    workbench = CodeFacts.join(folder, "workbench")
  }
}
