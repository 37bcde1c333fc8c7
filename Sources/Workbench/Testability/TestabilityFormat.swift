import Diagnostics
import Foundation
import ReportLayout

/// The formats `workbench testability` writes.
public enum TestabilityFormat: String, Sendable, CaseIterable {
  /// Aligned tables for the terminal.
  case text
  /// GitHub Markdown tables.
  case markdown
  /// The whole measurement, as `workbench-testability.schema.json` describes it.
  case json
  /// One self-contained page with a chart.
  case html

  /// Renders `report` in this format.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - width: The most columns a text line may take.
  /// - Returns: The document, ending with a newline.
  public func render(_ report: TestabilityReport, width: Int = TextLayout.defaultWidth) -> String {
    switch self {
    case .text: return Self.text(report, width: width)
    case .markdown: return Self.markdown(report)
    case .json: return Self.json(report)
    case .html: return TestabilityHTML.page(report)
    }
  }

  private static func text(_ report: TestabilityReport, width: Int) -> String {
    var lines = [
      "Testability: how much of each architecture runs without the screen, and what its tests "
        + "catch",
      TextLayout.fit(report.summary, width: width), "",
      report.table.plainText(width: width), "",
      TextLayout.wrap(TestabilityReport.legend, width: width).joined(separator: "\n"), "",
      "Coverage (test: by all tests; scen.: by the scenarios) and the reach's checks:",
      report.coverageTable.plainText(width: width), "",
      "Mutants by state:", report.stateTable.plainText(width: width), "",
      "Killed mutants by what caught them first:",
      report.fateTable.plainText(width: width), "",
    ]
    let survivors = report.survivorTable
    if survivors.rows.isEmpty {
      lines.append("Survivors: none.")
    } else {
      lines.append(
        "Mutants no run killed (\(survivors.rows.count)): equivalent when no expectation and no "
          + "counted measure differs:")
      lines += report.survivorLines.map {
        TextLayout.wrap($0, width: width, indent: "  ").joined(separator: "\n")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func markdown(_ report: TestabilityReport) -> String {
    var lines = [
      "## Testability", "", markdownText(report.summary), "", report.table.markdown, "",
      markdownText(TestabilityReport.legend), "", "### Coverage and the reach's checks", "",
      report.coverageTable.markdown, "", "### Mutants by state", "", report.stateTable.markdown,
      "", "### Killed mutants by what caught them first", "", report.fateTable.markdown, "",
      "### Mutants no run killed", "",
    ]
    let survivors = report.survivorTable
    lines.append(survivors.rows.isEmpty ? "None." : survivors.markdown)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as Markdown text that renders as itself: markup characters escaped.
  static func markdownText(_ text: String) -> String {
    Quoting.replacing(
      in: text,
      [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\\": "\\\\", "*": "\\*", "_": "\\_",
        "`": "\\`", "|": "\\|", "[": "\\[", "]": "\\]",
      ])
  }

  private static func json(_ report: TestabilityReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(report) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
