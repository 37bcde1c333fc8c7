import ReportLayout

/// The formats `workbench changes` writes in.
public enum ChangeCostFormat: String, Sendable, CaseIterable {
  /// Tables for the terminal.
  case text
  /// The same tables for GitHub.
  case markdown
  /// One JSON document, described by `workbench-changes.schema.json`.
  case json
  /// A self-contained HTML page: a heat table of the SAAM ratio and totals per architecture.
  case html

  /// Renders `table` in this format.
  ///
  /// - Parameters:
  ///   - table: The measured costs.
  ///   - width: The most columns a line of the text format may take (default: 100).
  /// - Returns: The rendered table, ending with a newline.
  public func render(_ table: ChangeCostTable, width: Int = TextLayout.defaultWidth) -> String {
    switch self {
    case .text: ChangeCostReport.text(table, width: width)
    case .markdown: ChangeCostReport.markdown(table)
    case .json: ChangeCostJSON.document(table)
    case .html: ChangeCostHTML.page(table)
    }
  }
}
