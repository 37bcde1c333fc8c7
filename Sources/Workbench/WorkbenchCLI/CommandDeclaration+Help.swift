import Foundation
import ReportLayout

/// A subcommand's help, generated from its declaration in the manner of swift-argument-parser:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, then what the subcommand adds.
extension CommandDeclaration {
  /// The columns of a help line before the text of a term: two spaces and the term's column.
  static let termColumn = 26

  /// The whole help text, lines at most 100 columns wide.
  package var help: String {
    var blocks = [
      Self.paragraph("OVERVIEW: " + overview),
      Self.usageLines("USAGE: " + usage),
    ]
    if !arguments.isEmpty {
      blocks.append(
        Self.section(
          HelpSection("ARGUMENTS", arguments.map { ("<\($0.name)>", $0.help) })))
    }
    blocks += sections.map(Self.section)
    let shown = options + [Options.help]
    blocks.append(
      Self.section(HelpSection("OPTIONS", shown.map { ($0.helpTerm, $0.fullHelp) })))
    blocks += trailingSections.map(Self.section)
    blocks += discussion.components(separatedBy: "\n\n").filter { !$0.isEmpty }
      .map(Self.paragraph)
    if let exitCodes { blocks.append(exitCodes) }
    return blocks.joined(separator: "\n\n")
  }

  /// A usage line wrapped at 100 columns between its parts, never inside a bracket: an option
  /// and its value stay on one line.
  static func usageLines(_ usage: String) -> String {
    var parts: [String] = []
    var part = ""
    var depth = 0
    for character in usage {
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      if character == " ", depth == 0 {
        parts.append(part)
        part = ""
      } else {
        part.append(character)
      }
    }
    parts.append(part)
    var lines: [String] = []
    var line = ""
    for part in parts where !part.isEmpty {
      if !line.isEmpty, TextLayout.width(of: line) + 1 + TextLayout.width(of: part) > 100 {
        lines.append(line)
        line = "    " + part
      } else {
        line += (line.isEmpty ? "" : " ") + part
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// `text` wrapped at 100 columns; a line break in it starts a new line.
  static func paragraph(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { TextLayout.wrap(String($0), width: TextLayout.defaultWidth) }
      .joined(separator: "\n")
  }

  /// A titled list: each term in a column of its own, its help wrapped beside it (under it
  /// when the term is too wide).
  static func section(_ section: HelpSection) -> String {
    var lines = [section.title + ":"]
    let indent = String(repeating: " ", count: termColumn)
    for (term, help) in section.entries {
      let wrapped = TextLayout.wrap(help, width: TextLayout.defaultWidth - termColumn)
      let head = "  " + term
      if TextLayout.width(of: head) < termColumn, let first = wrapped.first {
        lines.append(TextLayout.padded(head, to: termColumn) + first)
        lines += wrapped.dropFirst().map { indent + $0 }
      } else {
        lines.append(head)
        lines += wrapped.map { indent + $0 }
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension OptionDeclaration {
  /// The term the help lists the option under: `-h, --help`, `--warmup <n>`.
  var helpTerm: String {
    shortName.map { "\($0), \(synopsis)" } ?? synopsis
  }
}
