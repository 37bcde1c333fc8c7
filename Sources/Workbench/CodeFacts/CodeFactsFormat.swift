import ReportLayout

/// The formats `workbench facts` writes in.
public enum CodeFactsFormat: String, Sendable, CaseIterable {
  /// A table and one text diagram per architecture, for the terminal.
  case text
  /// The same table for GitHub, with one Mermaid diagram per architecture.
  case markdown
  /// Only the diagrams: one Mermaid flowchart per architecture, each under its name in a
  /// Markdown code fence, separated by blank lines.
  case mermaid
  /// A self-contained HTML page: the table, and one SVG graph per architecture.
  case html

  /// Renders `facts` in this format.
  ///
  /// - Parameters:
  ///   - facts: The architectures' facts, in the order to show them.
  ///   - width: The most columns a line of the text format may take (default: 100).
  /// - Returns: The rendered facts, ending with a newline.
  public func render(_ facts: [ArchitectureFacts], width: Int = TextLayout.defaultWidth) -> String {
    switch self {
    case .text: CodeFactsReport.text(facts, width: width)
    case .markdown: CodeFactsReport.markdown(facts, headingLevel: 1)
    case .mermaid: CodeFactsReport.mermaid(facts)
    case .html: CodeFactsHTML.page(facts)
    }
  }
}
