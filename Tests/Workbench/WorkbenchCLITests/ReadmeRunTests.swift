import Foundation
import Testing

/// Every transcript of `swift run workbench` in the package's Markdown (the README's and the
/// articles') is what it prints, checked as trycmd checks a transcript: the command is run on the
/// real executable from the package root, the machine and the date (the `Environment:` line) are
/// set aside on both sides, and a line `…` stands for any number of lines left out; every other
/// line, numbers included, must be printed as shown, in order.
@Suite struct ReadmeRunTests {
  /// The transcripts' command.
  static let command = "swift run workbench"

  /// Every block that shows the command, with the lines it shows it printing.
  static func transcripts() throws -> [(block: MarkdownTextBlock, lines: [String])] {
    try MarkdownTextBlock.all(under: packageRoot).compactMap { block in
      block.commands.first { $0.command == command }.map { (block, $0.output) }
    }
  }

  #if DEBUG
    /// The transcripts are of a debug build, as `swift run workbench` makes; a release build
    /// times the scenarios and prints other sections.
    @Test func everyRunTranscriptIsWhatTheWorkbenchPrints() async throws {
      let result = try await shell("\"$WORKBENCH\"")
      #expect(result.status == 0, "\(result.standardError)")
      let printed = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init).dropLast()
      let actual = TranscriptMatch.normalised(Array(printed))
      let transcripts = try Self.transcripts()
      #expect(transcripts.contains { $0.block.file == "README.md" })
      for (block, lines) in transcripts {
        let expected = TranscriptMatch.normalised(lines)
        #expect(expected.count > 10, "\(block)")
        let wrong = TranscriptMatch.mismatch(expected: expected, actual: actual)
        #expect(
          wrong == nil,
          "\(block): line not printed: \(wrong ?? "")\n--- printed:\n\(actual.joined(separator: "\n"))"
        )
      }
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
