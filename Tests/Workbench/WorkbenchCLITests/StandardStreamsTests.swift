import Foundation
import Testing

/// Output that cannot be written ends the real executable with 74, never a trap.
@Suite struct StandardStreamsTests {
  @Test(arguments: [
    "\"$WORKBENCH\" --help", "\"$WORKBENCH\" help run", "\"$WORKBENCH\" --version",
    "\"$WORKBENCH\" list \"$FIXTURES/pass\"", "\"$WORKBENCH\" facts",
    "\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --format json",
    "\"$WORKBENCH\" trace \"$FIXTURES/pass/sum.scenario\"",
    "\"$WORKBENCH\" bench --probe 64 --iterations 1",
  ])
  func aFullDiskExits74WithOneLineSayingSo(command: String) async throws {
    let result = try await shell(command + " > /dev/full")
    #expect(!result.signalled)
    #expect(result.status == 74)
    #expect(
      result.standardError
        == "error: cannot write to standard output: no space left on device\n")
  }

  @Test func aClosedStandardOutputExits74() async throws {
    let result = try await shell("\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing >&-")
    #expect(!result.signalled)
    #expect(result.status == 74)
    #expect(
      result.standardError == "error: cannot write to standard output: bad file descriptor\n")
  }

  @Test(arguments: ["trap '' PIPE; ", ""])
  func aClosedPipeEndsQuietlyWith74(disposition: String) async throws {
    // The report (150 KB) is more than a pipe's buffer, so the writer meets the closed pipe.
    // Thirty copies of the fixtures: one folder named thirty times is read once.
    let scratch = try ScratchFolder()
    let result = try await shell(
      disposition + """
        for i in $(seq 30); do cp -R "$FIXTURES/pass" '\(scratch.path)'/pass$i; done; \
        { "$WORKBENCH" run '\(scratch.path)'/pass* --no-timing --format json; \
        echo $? > '\(scratch.path)/status'; } | head -c1
        """)
    #expect(!result.signalled)
    #expect(result.standardOutput == "{")
    #expect(result.standardError == "")
    let status = try String(contentsOfFile: scratch.path + "/status", encoding: .utf8)
    #expect(status == "74\n")
  }
}
