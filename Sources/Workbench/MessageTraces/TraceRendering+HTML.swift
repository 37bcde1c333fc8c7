import ArchitectureDescriptor
import HTMLRendering
import ReportLayout

extension TraceRendering {
  /// The traces as a self-contained HTML page: one SVG sequence diagram per architecture, with
  /// no script and nothing fetched.
  ///
  /// - Parameters:
  ///   - traces: The traces, one per architecture.
  ///   - scenario: The path of the traced scenario, for the captions.
  ///   - onCalculator: Whether the traces are of the calculator, whose result label the
  ///     captions name; another screen's name none.
  /// - Returns: The page, ending with a newline.
  public static func html(
    _ traces: [MessageTrace], scenario: String? = nil, onCalculator: Bool = true
  ) -> String {
    var page = HTMLPage(
      title: "Architecture Workbench: messages of one event",
      subtitle: traces.map(\.architecture).joined(separator: ", "))
    page.sections = [
      HTMLPage.Section(
        id: "sequence", heading: "Sequence diagrams",
        body: SequenceDiagramSVG.section(
          traces, scenario: scenario, onCalculator: onCalculator))
    ]
    return page.rendered
  }
}
