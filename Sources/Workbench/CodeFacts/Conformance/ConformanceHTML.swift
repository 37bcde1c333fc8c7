import Diagnostics
import Foundation
import HTMLRendering

/// The conformance report as one HTML page: per architecture the violations, then the intended
/// graph of roles beside the graph the traces observed (a divergent edge in red, an absent
/// intended edge dashed).
package enum ConformanceHTML {
  /// The page.
  ///
  /// - Parameter report: The report.
  /// - Returns: A self-contained HTML page.
  package static func page(_ report: ConformanceReport) -> String {
    var page = HTMLPage(
      title: "Architecture Workbench: conformance"
        + (report.change.map { " of the change request \($0)" } ?? ""),
      subtitle: report.architectures.map(\.name).joined(separator: ", "))
    page.sections = report.architectures.map { result in
      HTMLPage.Section(
        id: "conformance-" + HTMLText.identifier(result.name),
        heading: "\(result.name): \(result.passed ? "conforms" : "breaks its pattern")",
        body: body(result))
    }
    return page.rendered
  }

  static func body(_ result: ArchitectureConformance) -> String {
    var parts = ["<p><em>\(Quoting.markup(result.model.definition))</em></p>"]
    let all = result.violations + (result.reflexion?.divergences ?? [])
    if all.isEmpty {
      parts.append("<p>No violation, static or dynamic.</p>")
    } else {
      parts.append("<ul>")
      for violation in all {
        parts.append(
          "<li><code>\(Quoting.markup(violation.location))</code>: "
            + "<strong>\(Quoting.markup(violation.rule))</strong>: "
            + "\(Quoting.markup(violation.detail)). <em>\(Quoting.markup(violation.why))</em></li>")
      }
      parts.append("</ul>")
    }
    let intended = uniqueEdges(result.model.edges.map { ($0.from, $0.to) }).map {
      edge in
      GraphEdge(
        from: edge.0, to: edge.1,
        style: result.reflexion.map { reflexion in
          reflexion.observed.contains { $0.from == edge.0 && $0.to == edge.1 } ? .plain : .absent
        } ?? .plain)
    }
    let observed = (result.reflexion?.observed ?? []).map {
      GraphEdge(from: $0.from, to: $0.to, style: $0.allowed ? .plain : .divergent)
    }
    parts.append(
      "<div style=\"display:flex;flex-wrap:wrap;gap:16px\">"
        + "<figure><figcaption>Intended (dashed: no traced event took it)</figcaption>"
        + graph(intended, id: result.name + "-intended") + "</figure>"
        + "<figure><figcaption>Observed in the traces (red: a divergence)</figcaption>"
        + graph(observed, id: result.name + "-observed") + "</figure></div>")
    if let absences = result.reflexion?.absences, !absences.isEmpty {
      parts.append(
        "<p>Absences: "
          + absences.map { "<code>\(Quoting.markup($0.edge))</code>" }.joined(separator: ", ")
          + "</p>")
    }
    return parts.joined(separator: "\n")
  }

  struct GraphEdge {
    enum Style { case plain, absent, divergent }
    var from: String
    var to: String
    var style: Style
  }

  static func uniqueEdges(_ edges: [(String, String)]) -> [(String, String)] {
    var seen = Set<String>()
    return edges.filter { seen.insert($0.0 + "→" + $0.1).inserted }
  }

  /// Roles on a circle, edges as arrows between them.
  static func graph(_ edges: [GraphEdge], id: String) -> String {
    var roles: [String] = []
    for edge in edges {
      for role in [edge.from, edge.to] where !roles.contains(role) { roles.append(role) }
    }
    let size = 420.0
    let radius = 150.0
    let center = size / 2
    func position(_ role: String) -> (Double, Double) {
      let index = Double(roles.firstIndex(of: role) ?? 0)
      let angle = 2 * Double.pi * index / Double(max(roles.count, 1)) - Double.pi / 2
      return (center + radius * cos(angle), center + radius * sin(angle))
    }
    let identifier = HTMLText.identifier(id)
    var parts = [
      HTMLText.svgOpeningTag(id: identifier, width: size, height: size),
      "<title id=\"\(identifier)-title\">\(Quoting.markup(id))</title>",
      "<desc id=\"\(identifier)-desc\">"
        + Quoting.markup(edges.map { "\($0.from) → \($0.to)" }.joined(separator: "; "))
        + "</desc>",
      "<defs><marker id=\"\(identifier)-head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
        + "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
        + "<path d=\"M0 0L10 5L0 10Z\" fill=\"#1b1f24\"/></marker></defs>",
    ]
    for edge in edges where edge.from != edge.to {
      let (x1, y1) = position(edge.from)
      let (x2, y2) = position(edge.to)
      let length = max(((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot(), 1)
      let (dx, dy) = ((x2 - x1) / length, (y2 - y1) / length)
      let (nx, ny) = (-dy * 4, dx * 4)
      let colour = edge.style == .divergent ? "#cf222e" : "#1b1f24"
      let dash = edge.style == .absent ? " stroke-dasharray=\"6 4\"" : ""
      parts.append(
        "<line x1=\"\(HTMLText.number(x1 + dx * 34 + nx))\" y1=\"\(HTMLText.number(y1 + dy * 20 + ny))\" "
          + "x2=\"\(HTMLText.number(x2 - dx * 34 + nx))\" y2=\"\(HTMLText.number(y2 - dy * 20 + ny))\" "
          + "stroke=\"\(colour)\" stroke-width=\"1.5\"\(dash) "
          + "marker-end=\"url(#\(identifier)-head)\"/>")
    }
    for role in roles {
      let (x, y) = position(role)
      parts.append(
        "<rect x=\"\(HTMLText.number(x - 40))\" y=\"\(HTMLText.number(y - 14))\" width=\"80\" "
          + "height=\"28\" rx=\"6\" fill=\"#f6f8fa\" stroke=\"#1b1f24\"/>"
          + "<text x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y + 4))\" font-size=\"11\" "
          + "text-anchor=\"middle\">\(Quoting.markup(role))</text>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }
}
