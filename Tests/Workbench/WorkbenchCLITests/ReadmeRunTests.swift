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

  /// `text`'s lines with the `Environment:` line and its continuation lines made one line that
  /// says nothing of the machine or the date.
  static func normalised(_ lines: [String]) -> [String] {
    var result: [String] = []
    var inEnvironment = false
    for line in lines {
      if line.hasPrefix("Environment: ") {
        result.append("Environment: [machine, build and date]")
        inEnvironment = true
      } else if inEnvironment, line.hasPrefix("    ") {
        continue
      } else {
        inEnvironment = false
        result.append(line)
      }
    }
    return result
  }

  /// Whether `actual` matches `expected`, where a line `…` of `expected` matches any number of
  /// lines; the first line that cannot match is returned, else `nil`.
  static func mismatch(expected: [String], actual: [String]) -> String? {
    // matches[i][j]: expected[i...] matches actual[j...].
    var matches = Array(
      repeating: Array(repeating: false, count: actual.count + 1), count: expected.count + 1)
    matches[expected.count][actual.count] = true
    for i in stride(from: expected.count - 1, through: 0, by: -1) {
      for j in stride(from: actual.count, through: 0, by: -1) {
        if expected[i] == "…" {
          matches[i][j] = matches[i + 1][j] || (j < actual.count && matches[i][j + 1])
        } else {
          matches[i][j] = j < actual.count && expected[i] == actual[j] && matches[i + 1][j + 1]
        }
      }
    }
    guard !matches[0][0] else { return nil }
    // The first README line no printed line matches, for the message.
    return expected.first { $0 != "…" && !actual.contains($0) } ?? "the order of the lines"
  }

  #if DEBUG
    /// The transcript is of a debug build, as `swift run workbench` makes; a release build
    /// times the scenarios and prints other sections.
    @Test func theReadmesRunIsWhatTheWorkbenchPrints() async throws {
      let result = try await shell("\"$WORKBENCH\"")
      #expect(result.status == 0, "\(result.standardError)")
      let printed = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init).dropLast()
      let expected = Self.normalised(try Self.transcript())
      let actual = Self.normalised(Array(printed))
      #expect(expected.count > 10)
      let wrong = Self.mismatch(expected: expected, actual: actual)
      #expect(
        wrong == nil,
        "README line not printed: \(wrong ?? "")\n--- printed:\n\(actual.joined(separator: "\n"))")
    }
  #endif

  /// The matcher itself: a changed line fails, `…` skips any number of lines, none included.
  @Test func theMatcherFailsOnAChangedLineAndSkipsAtAnEllipsis() {
    let actual = ["a", "b", "c", "d"]
    #expect(Self.mismatch(expected: ["a", "…", "d"], actual: actual) == nil)
    #expect(Self.mismatch(expected: ["a", "b", "…", "c", "d"], actual: actual) == nil)
    #expect(Self.mismatch(expected: ["a", "…", "x"], actual: actual) == "x")
    #expect(Self.mismatch(expected: ["a", "c"], actual: actual) != nil)
    #expect(Self.mismatch(expected: ["d", "…", "a"], actual: actual) != nil)
  }
}
