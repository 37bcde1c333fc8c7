import Foundation
import Testing
import WorkbenchCLI

/// Progress goes to standard error only when it is a terminal.
struct ProgressTests {
  @Test func aRunWithStandardErrorRedirectedToAFileWritesNothingToIt() async throws {
    // `shell` sends the executable's standard error to a file, never a terminal.
    let result = try await shell("\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing")
    #expect(result.status == 0)
    #expect(result.standardError == "")
  }

  @Test @MainActor func theCommandRunInProcessPrintsNoProgress() {
    let output = workbench(["run", fixture("pass"), "--no-timing"])
    #expect(output.exitCode == .success)
    #expect(output.standardError == "")
  }
}
