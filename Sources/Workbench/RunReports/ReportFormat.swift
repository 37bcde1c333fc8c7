import Diagnostics
import Foundation
import ReportLayout
import ScenarioReplay

/// The formats `workbench run` writes a report in.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// Tables for the terminal.
  case text
  /// The same tables for GitHub.
  case markdown
  /// One JSON document, the `Codable` form of `WorkbenchReport`.
  case json
  /// JUnit XML: one test case per scenario and architecture.
  case junit
  /// One self-contained HTML page with inline CSS and SVG charts; see ``HTMLReport``.
  case html

  /// Renders `report` in this format.
  ///
  /// - Parameters:
  ///   - report: The report to render.
  ///   - width: The most columns a line of the text format may take (default: 100).
  /// - Returns: The rendered report, ending with a newline.
  public func render(_ report: WorkbenchReport, width: Int = TextLayout.defaultWidth) -> String {
    switch self {
    case .text: TextReport(report: report, markdown: false, width: width).rendered
    case .markdown: TextReport(report: report, markdown: true).rendered
    case .json: JSONDocument.render(report)
    case .junit: JUnitReport.render(report)
    case .html: HTMLReport(report: report).rendered
    }
  }
}

/// The JSON form of a report, a comparison or any other document the tool writes: pretty, keys
/// sorted, non-finite numbers as strings, invisible scalars escaped (`Quoting/json(_:)`).
public enum JSONDocument {
  /// Returns `value` as a JSON document ending with a newline, or `{}` if it cannot be encoded.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The document.
  public static func render(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return Quoting.json(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
