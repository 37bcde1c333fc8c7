import CodeFacts
import Foundation
import Testing

/// `conformance` reads each architecture's bundled model from the checkout it runs in.
@MainActor
struct ConformanceCommandModelsTests {
  /// A checkout whose bundled MVP model is broken: `conformance` stops before it indexes
  /// anything, at the file's line and column, with the exit code `--model` has.
  @Test func aBrokenBundledModelFileIsADataErrorAtItsLineAndColumn() async throws {
    let folder = try ScratchFolder()
    let models = folder.path + "/" + IntendedModel.bundledFolder
    try FileManager.default.createDirectory(atPath: models, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Scenarios", withDestinationPath: packageRoot.path + "/Scenarios")
    try "{\n  \"pattern\": \"MVP\",\n  \"definition\": \"d\",\n  \"roles\": 1\n}\n".write(
      toFile: models + "/MVP.json", atomically: true, encoding: .utf8)
    let result = try await shell(
      "\"$WORKBENCH\" conformance --architectures MVP", in: folder.path)
    #expect(result.status == 65)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(IntendedModel.bundledFolder + "/MVP.json:4:12: error: "))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/.build"))
  }
}
