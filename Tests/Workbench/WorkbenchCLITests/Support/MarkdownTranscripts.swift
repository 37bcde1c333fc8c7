import Foundation

/// A fenced ```` ```text ```` block of one of the package's Markdown files.
struct MarkdownTextBlock: CustomStringConvertible {
  /// The Markdown file's path, relative to the package root.
  var file: String
  /// The line of the opening fence, from 1.
  var line: Int
  /// The block's lines, fences left out.
  var lines: [String]
  /// Where the block's numbers stop being compared, and why: the prefix of the first line
  /// whose numbers (and those of every line after it) vary from run to run, declared in the
  /// Markdown on the line before the fence as `<!-- variable from "PREFIX": REASON -->`.
  var variable: (from: String, reason: String)?

  /// `file:line`, for messages.
  var description: String { "\(file):\(line)" }

  /// Whether the block is a transcript: it starts with a command line, `$ …`.
  var isTranscript: Bool { lines.first?.hasPrefix("$ ") ?? false }

  /// The transcript's commands, each with the lines the block shows it printing.
  var commands: [(command: String, output: [String])] {
    var commands: [(command: String, output: [String])] = []
    for line in lines {
      if line.hasPrefix("$ ") {
        commands.append((String(line.dropFirst(2)), []))
      } else if !commands.isEmpty {
        commands[commands.count - 1].output.append(line)
      }
    }
    return commands
  }

  /// Every `text` block of the Markdown files under `root`, in path order; build folders,
  /// hidden folders and golden files (outputs themselves, checked by their own tests) left out.
  static func all(under root: URL) throws -> [MarkdownTextBlock] {
    let manager = FileManager.default
    let paths = try manager.subpathsOfDirectory(atPath: root.path).filter { path in
      path.hasSuffix(".md")
        && !path.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "Golden" }
    }.sorted()
    return try paths.flatMap { path in
      blocks(
        in: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
        file: path)
    }
  }

  /// The `text` blocks of one Markdown text.
  static func blocks(in text: String, file: String) -> [MarkdownTextBlock] {
    var blocks: [MarkdownTextBlock] = []
    var open: MarkdownTextBlock?
    var inOtherFence = false
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      if var block = open {
        if line == "```" {
          blocks.append(block)
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if inOtherFence {
        if line == "```" { inOtherFence = false }
      } else if line == "```text" {
        open = MarkdownTextBlock(file: file, line: index + 1, lines: [])
        open?.variable = index > 0 ? variableDeclaration(lines[index - 1]) : nil
      } else if line.hasPrefix("```") {
        inOtherFence = true
      }
    }
    return blocks
  }
}

extension MarkdownTextBlock {
  /// The prefix and the reason of `<!-- variable from "PREFIX": REASON -->`, or `nil` when
  /// `line` is not such a declaration.
  static func variableDeclaration(_ line: String) -> (from: String, reason: String)? {
    let start = "<!-- variable from \""
    guard line.hasPrefix(start), line.hasSuffix(" -->") else { return nil }
    let body = line.dropFirst(start.count).dropLast(4)
    guard let close = body.range(of: "\": ") else { return nil }
    let reason = body[close.upperBound...].trimmingCharacters(in: .whitespaces)
    return reason.isEmpty ? nil : (String(body[..<close.lowerBound]), reason)
  }
}

/// How a transcript's printed lines are compared with what the block shows, as trycmd compares
/// them: the machine and the date are set aside, a line `…` stands for any number of lines, and
/// numbers are compared too, except from the line where the block declares them variable (a
/// measured run's timings, the machine's, stated with it).
enum TranscriptMatch {
  /// `lines` with the machine, the date and a debug build's warning set aside and, from the
  /// first line that starts with `maskedFrom` (from the first line when `masked`), every number
  /// made `#`, runs of spaces made one and rules made `--`.
  static func normalised(
    _ lines: [String], masked wholly: Bool = false, maskedFrom prefix: String? = nil
  ) -> [String] {
    var result: [String] = []
    var skippingContinuation = false
    var masked = wholly
    for line in lines {
      if let prefix, line.hasPrefix(prefix) { masked = true }
      if line.hasPrefix("Environment: ")
        || ((masked || prefix != nil) && line.hasPrefix("WARNING: "))
      {
        if line.hasPrefix("Environment: ") { result.append("Environment: [machine and date]") }
        skippingContinuation = true
        continue
      }
      if skippingContinuation, line.hasPrefix(" ") { continue }
      skippingContinuation = false
      result.append(masked ? mask(line) : line)
    }
    return result
  }

  /// `line` with numbers, alignment and rules made the same on every machine.
  static func mask(_ line: String) -> String {
    var text = line.replacingOccurrences(
      of: "[0-9][0-9.,]*", with: "#", options: .regularExpression)
    text = text.replacingOccurrences(of: "-{2,}", with: "--", options: .regularExpression)
    text = text.replacingOccurrences(of: " {2,}", with: " ", options: .regularExpression)
    return text.trimmingCharacters(in: .whitespaces)
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
}

/// The DocC catalog of the package's articles, relative to the package root.
let documentationCatalog = "Sources/Workbench/ScenarioReplay/Workbench.docc"
