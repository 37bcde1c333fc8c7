import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct BaseFingerprintTests {
  /// The package's root: the nearest folder above this file that holds `Package.swift`.
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/",
      !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url.path
  }()

  @Test func everyImplementationWasMadeFromitsBaseAsItIsNow() {
    let problems = BaseFingerprint.problems(
      ChangeRequest.all(packageRoot: Self.packageRoot), packageRoot: Self.packageRoot)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test func anImplementationWithoutARecordedBaseIsReported() throws {
    let fixture = try ChangeCostTableTests.package()
    let problems = BaseFingerprint.problems(
      [ChangeRequest(name: "undo")], packageRoot: fixture.path)
    #expect(
      problems.map(\.implementation) == [
        "Sources/Architectures/Changes/Undo/MVP", "Sources/Shared/Changes/Undo/ViewKit",
      ])
    #expect(problems.allSatisfy { $0.recorded == nil })
    #expect(problems[0].description.contains("--record-bases --changes undo"))
  }

  @Test func aBaseChangedAfterRecordingIsReportedWithHowToBringItAlong() throws {
    let fixture = try ChangeCostTableTests.package()
    let undo = [ChangeRequest(name: "undo")]
    let written = try BaseFingerprint.record(undo, packageRoot: fixture.path)
    #expect(
      written == [
        "Sources/Architectures/Changes/Undo/BASES", "Sources/Shared/Changes/Undo/BASES",
      ])
    #expect(BaseFingerprint.problems(undo, packageRoot: fixture.path).isEmpty)
    try fixture.write("Tests/MVPTests/PresenterTests.swift", "import Testing\n// changed\n")
    let problems = BaseFingerprint.problems(undo, packageRoot: fixture.path)
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.base == "Sources/MVP")
    #expect(problem.recorded != nil && problem.recorded != problem.current)
    #expect(problem.description.contains("git diff"))
    #expect(problem.description.contains("Tests/MVPTests"))
  }

  @Test func aFingerprintIgnoresWhereTheFolderIs() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("a/X/One.swift", "struct One {}\n")
    try fixture.write("b/X/One.swift", "struct One {}\n")
    let first = BaseFingerprint.fingerprint(of: fixture.path + "/a/X", tests: "/nonexistent")
    let second = BaseFingerprint.fingerprint(of: fixture.path + "/b/X", tests: "/nonexistent")
    #expect(first == second)
    #expect(first.count == 16)
    try fixture.write("b/X/One.swift", "struct One {}\n\n")
    #expect(BaseFingerprint.fingerprint(of: fixture.path + "/b/X", tests: "/nonexistent") != first)
  }
}
