import Foundation
import Testing
import WorkbenchCLI

/// Progress goes to standard error only when it is a terminal.
struct ProgressTests {
  /// The `workbench` executable SwiftPM built beside this test bundle.
  private static var executable: URL {
    let bundle = Bundle.main.bundleURL
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return folder.appendingPathComponent("workbench")
  }

  @Test func aRunWithStandardErrorRedirectedToAFileWritesNothingToIt() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.executable.path),
      "build the executable first: swift build")
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString).txt")
    #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = ["run", fixture("pass"), "--no-timing"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let written = try Data(contentsOf: log)
    #expect(written.isEmpty, "\(String(decoding: written, as: UTF8.self))")
  }

  @Test @MainActor func theCommandRunInProcessPrintsNoProgress() {
    let output = workbench(["run", fixture("pass"), "--no-timing"])
    #expect(output.exitCode == .success)
    #expect(output.standardError == "")
  }
}
