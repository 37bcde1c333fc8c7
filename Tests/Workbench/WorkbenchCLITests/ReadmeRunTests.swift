import Foundation
import Testing

/// The README's "What a run looks like" is what `swift run workbench` prints, checked as trycmd
/// checks a transcript: the command is run on the real executable from the package root, the
/// machine and the date (the `Environment:` line) are set aside on both sides, and a line `…` in
/// the README stands for any number of lines the README leaves out; every other line must be
/// printed as shown, in order.
@Suite struct ReadmeRunTests {
  /// The transcript's command.
  static let command = "$ swift run workbench"

  /// The lines of the README's transcript after its command, up to the block's end.
  static func transcript() throws -> [String] {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: command), "the README shows \(command)")
    let end = try #require(lines[start...].firstIndex(of: "```"), "the block ends")
    return Array(lines[(start + 1)..<end])
  }

  #if DEBUG
    /// The transcript is of a debug build, as `swift run workbench` makes; a release build
    /// times the scenarios and prints other sections.
    @Test func theReadmesRunIsWhatTheWorkbenchPrints() async throws {
      let result = try await shell("\"$WORKBENCH\"")
      #expect(result.status == 0, "\(result.standardError)")
      let printed = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init).dropLast()
      let expected = TranscriptMatch.normalised(try Self.transcript(), masked: false)
      let actual = TranscriptMatch.normalised(Array(printed), masked: false)
      #expect(expected.count > 10)
      let wrong = TranscriptMatch.mismatch(expected: expected, actual: actual)
      #expect(
        wrong == nil,
        "README line not printed: \(wrong ?? "")\n--- printed:\n\(actual.joined(separator: "\n"))")
    }
  #endif

  /// The matcher itself: a changed line fails, `…` skips any number of lines, none included.
  @Test func theMatcherFailsOnAChangedLineAndSkipsAtAnEllipsis() {
    let actual = ["a", "b", "c", "d"]
    #expect(TranscriptMatch.mismatch(expected: ["a", "…", "d"], actual: actual) == nil)
    #expect(TranscriptMatch.mismatch(expected: ["a", "b", "…", "c", "d"], actual: actual) == nil)
    #expect(TranscriptMatch.mismatch(expected: ["a", "…", "x"], actual: actual) == "x")
    #expect(TranscriptMatch.mismatch(expected: ["a", "c"], actual: actual) != nil)
    #expect(TranscriptMatch.mismatch(expected: ["d", "…", "a"], actual: actual) != nil)
  }
}
