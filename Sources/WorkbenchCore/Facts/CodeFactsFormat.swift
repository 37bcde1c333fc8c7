/// The formats `workbench facts` writes in.
public enum CodeFactsFormat: String, Sendable, CaseIterable {
  /// A table and one text diagram per architecture, for the terminal.
  case text
  /// The same table for GitHub, with one Mermaid diagram per architecture.
  case markdown
  /// Only the diagrams: one Mermaid flowchart per architecture, separated by blank lines.
  case mermaid

  /// Renders `facts` in this format.
  ///
  /// - Parameter facts: The architectures' facts, in the order to show them.
  /// - Returns: The rendered facts, ending with a newline.
  public func render(_ facts: [ArchitectureFacts]) -> String {
    switch self {
    case .text: CodeFactsReport.text(facts)
    case .markdown: CodeFactsReport.markdown(facts, headingLevel: 1)
    case .mermaid: CodeFactsReport.mermaid(facts)
    }
  }
}
