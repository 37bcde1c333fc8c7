import Foundation
import Testing

/// The README's set-up times are what `bash .ci/time-setup` prints.
///
/// Each line of its transcript is one of the lines the script echoes, in the script's order, its values apart (durations,
/// machine, load and date, declared variable in the README). The script times two fresh builds,
/// minutes of work, so the test reads it rather than runs it.
@Suite struct ReadmeSetupTimesTests {
  /// The transcript's command.
  static let command = "bash .ci/time-setup"

  /// Each `echo "…"` of `script` as a pattern: its text, every expansion (`$x`, `$(…)`,
  /// `${…}`) matching any text.
  static func patterns(inScript script: String) -> [String] {
    script.components(separatedBy: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("echo \""), trimmed.hasSuffix("\"") else { return nil }
      let text = String(trimmed.dropFirst(6).dropLast())
      let escaped = NSRegularExpression.escapedPattern(for: text)
      let expansion = #"\\\$(\\\([^)]*\\\)|\\\{[^}]*\\\}|[A-Za-z_]+)"#
      return "^"
        + escaped.replacingOccurrences(of: expansion, with: ".*", options: .regularExpression)
        + "$"
    }
  }

  @Test func theReadmesSetUpTimesAreTheScriptsLinesInItsOrder() throws {
    let blocks = try MarkdownTextBlock.all(under: packageRoot).filter { block in
      block.commands.contains { $0.command == Self.command }
    }
    let block = try #require(blocks.first { $0.file == "README.md" })
    #expect(block.variable != nil, "the durations are declared variable, with the reason")
    let shown = try #require(block.commands.first { $0.command == Self.command }).output
    let script = try String(
      contentsOf: packageRoot.appendingPathComponent(".ci/time-setup"), encoding: .utf8)
    let patterns = Self.patterns(inScript: script)
    #expect(patterns.count >= 4)
    #expect(shown.count == patterns.count, "one README line per line the script prints")
    for (line, pattern) in zip(shown, patterns) {
      #expect(line.range(of: pattern, options: .regularExpression) != nil, "\(line) ≠ \(pattern)")
    }
  }

  @Test func aPatternMatchesItsLineWhateverTheValuesAndNotAnother() throws {
    let patterns = Self.patterns(inScript: #"echo "run: $run s (build $(date +%s))""#)
    let pattern = try #require(patterns.first)
    #expect("run: 52 s (build 17)".range(of: pattern, options: .regularExpression) != nil)
    #expect("test: 52 s (build 17)".range(of: pattern, options: .regularExpression) == nil)
  }
}
