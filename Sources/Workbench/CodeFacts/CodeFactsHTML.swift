import ArchitectureDescriptor
import Diagnostics
import Foundation
import HTMLRendering
import ReportLayout

/// The code facts as HTML: the table of counts, then per architecture an SVG graph of who holds
/// whom and a list of what each type knows.
package enum CodeFactsHTML {
  /// The section body: the explanation, the table, and one graph per architecture.
  package static func body(_ facts: [ArchitectureFacts]) -> String {
    let table = CodeFactsReport.table(facts)
    var parts = ["<p>\(Quoting.markup(CodeFactsReport.explanation))</p>", table.html]
    parts.append(
      "<p>In the graphs, a solid arrow is a strong stored reference, a dashed one a weak reference, "
        + "a dotted one unowned, and a thick arrow with an open head a conformance (“is”); every "
        + "arrow is labelled. Dashed boxes are types of a shared layer.</p>")
    for architecture in facts {
      parts.append(
        "<h3>\(Quoting.markup(architecture.name)) "
          + "(<code>\(Quoting.markup(architecture.sourcePath))</code>)</h3>")
      parts.append("<figure>" + graph(architecture) + "</figure>")
      let knows = architecture.facts.types.map { type in
        "<li><code>\(Quoting.markup(type.name))</code> (\(Quoting.markup(type.kind.rawValue))) "
          + "knows: \(Quoting.markup(CodeFactsReport.knowledge(of: type)))</li>"
      }
      parts.append("<ul>" + knows.joined() + "</ul>")
    }
    return parts.joined(separator: "\n")
  }

  /// A page of its own, for `workbench facts --format html`.
  static func page(_ facts: [ArchitectureFacts]) -> String {
    var page = HTMLPage(
      title: "Architecture Workbench: code facts",
      subtitle: facts.map(\.name).joined(separator: ", "))
    page.sections = [HTMLPage.Section(id: "facts", heading: "Code facts", body: body(facts))]
    return page.rendered
  }

  /// Who holds whom as an SVG graph: types in columns by how many references lead to them.
  static func graph(_ architecture: ArchitectureFacts) -> String {
    let arrows = CodeFactsReport.arrows(of: architecture.facts)
    let layout = GraphLayout(types: architecture.facts.types, arrows: arrows)
    let external = Set(arrows.filter { $0.layer != nil }.map(\.to))
    let id = "facts-" + HTMLText.identifier(architecture.name)
    let summary =
      arrows.isEmpty
      ? "no stored references or conformances between known types"
      : arrows.map { arrow in
        "\(arrow.from) \(arrow.label) \(CodeFactsReport.target(arrow))"
          + (arrow.detail.isEmpty ? "" : " (\(arrow.detail))")
      }.joined(separator: "; ")
    let (width, height) = (layout.width, layout.height)
    var parts = [
      HTMLText.svgOpeningTag(id: id, width: width, height: height),
      "<title id=\"\(id)-title\">Who holds whom in \(Quoting.markup(architecture.name))</title>",
      "<desc id=\"\(id)-desc\">\(Quoting.markup(summary))</desc>",
    ]
    for (number, arrow) in arrows.enumerated() {
      let from = layout.position[layout.index(of: arrow.from)]
      let to = layout.position[layout.index(of: arrow.to)]
      parts += edge(arrow, from: from, to: to, layout: layout, lane: number)
    }
    for (node, (name, detail)) in layout.nodes.enumerated() {
      parts += box(
        name, detail, at: layout.position[node], width: layout.boxWidth,
        external: external.contains(name))
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// A type's box: its name, and under it its kind or layer; dashed for a shared layer's type.
  private static func box(
    _ name: String, _ detail: String, at position: (x: Double, y: Double), width boxWidth: Double,
    external: Bool
  ) -> [String] {
    let (x, y) = position
    let dash = external ? " stroke-dasharray=\"5 3\"" : ""
    return [
      "<rect x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\" "
        + "width=\"\(HTMLText.number(boxWidth))\" height=\"36\" fill=\"#f6f8fa\" "
        + "stroke=\"#1b1f24\"\(dash)/>",
      "<text x=\"\(HTMLText.number(x + boxWidth / 2))\" y=\"\(HTMLText.number(y + 15))\" "
        + "font-size=\"12\" text-anchor=\"middle\">\(Quoting.markup(name))</text>",
      "<text x=\"\(HTMLText.number(x + boxWidth / 2))\" y=\"\(HTMLText.number(y + 29))\" "
        + "font-size=\"10\" text-anchor=\"middle\">\(Quoting.markup(detail))</text>",
    ]
  }

  private static func edge(
    _ arrow: CodeFactsReport.Arrow, from: (x: Double, y: Double), to: (x: Double, y: Double),
    layout: GraphLayout, lane: Int
  ) -> [String] {
    let box = layout.boxWidth
    let style: String =
      switch arrow.style {
      case .strong: "stroke-width=\"1.5\""
      case .weak: "stroke-width=\"1.5\" stroke-dasharray=\"7 4\""
      case .unowned: "stroke-width=\"1.5\" stroke-dasharray=\"2 3\""
      case .conformance: "stroke-width=\"2.5\""
      }
    let startX = from.x + box
    let startY = from.y + 18
    let endX = to.x
    let endY = to.y + 18
    let path: String
    let labelX: Double
    let labelY: Double
    if endX > startX {
      path =
        "M\(HTMLText.number(startX)) \(HTMLText.number(startY))"
        + "L\(HTMLText.number(endX - 9)) \(HTMLText.number(endY))"
      // In the middle of the gap after the source box, which the layout made wide enough for
      // the longest label: an arrow that spans several columns crosses boxes further on.
      let along = layout.gap / 2
      labelX = startX + along
      labelY = startY + (endY - startY) * along / max(endX - startX, 1) - 4
    } else {
      // Back or sideways: loop below the boxes, each arrow in its own lane.
      let below = max(from.y, to.y) + 44 + Double(lane % 3) * 8
      path =
        "M\(HTMLText.number(from.x + box / 2)) \(HTMLText.number(from.y + 36))"
        + "V\(HTMLText.number(below))H\(HTMLText.number(to.x + box / 2 + 12))"
        + "V\(HTMLText.number(to.y + 45))"
      labelX = (from.x + to.x + box) / 2
      labelY = below - 3
    }
    let head: String
    if endX > startX {
      let fill = arrow.style == .conformance ? "#ffffff" : "#1b1f24"
      head =
        "<path d=\"M\(HTMLText.number(endX)) \(HTMLText.number(endY))"
        + "l-10 -5v10Z\" fill=\"\(fill)\" stroke=\"#1b1f24\"/>"
    } else {
      let tip = to.x + box / 2 + 12
      head =
        "<path d=\"M\(HTMLText.number(tip)) \(HTMLText.number(to.y + 36))l-5 9h10Z\" "
        + "fill=\"#1b1f24\" stroke=\"#1b1f24\"/>"
    }
    let label = arrow.detail.isEmpty ? arrow.label : "\(arrow.label): \(arrow.detail)"
    return [
      "<path d=\"\(path)\" fill=\"none\" stroke=\"#1b1f24\" \(style)/>", head,
      "<text x=\"\(HTMLText.number(labelX))\" y=\"\(HTMLText.number(labelY))\" font-size=\"10\" "
        + "text-anchor=\"middle\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">"
        + "\(Quoting.markup(label))</text>",
    ]
  }

  /// Where a graph's boxes go: a column for each number of references leading to a type, the
  /// types of a column one under another in the order they come.
  private struct GraphLayout {
    /// The width of a type's box: room for the longest type name.
    var boxWidth = 210.0
    /// The room between two columns of boxes: room for the longest arrow label.
    var gap = 80.0

    /// Each box's type name and the detail under it: its kind, or its shared layer.
    var nodes: [(name: String, detail: String)]
    /// Each box's top left corner, in the order of ``nodes``.
    var position: [(x: Double, y: Double)] = []
    /// The width of the whole graph.
    var width = 0.0
    /// The height of the whole graph.
    var height = 0.0

    /// Lays out `types` and the types of shared layers that `arrows` lead to.
    init(types: [TypeFacts], arrows: [CodeFactsReport.Arrow]) {
      nodes = types.map { (name: $0.name, detail: $0.kind.rawValue) }
      for arrow in arrows where !nodes.contains(where: { $0.name == arrow.to }) {
        nodes.append((arrow.to, arrow.layer?.rawValue ?? ""))
      }
      var depth = Array(repeating: 0, count: nodes.count)
      for _ in nodes.indices {
        for arrow in arrows where arrow.from != arrow.to {
          depth[index(of: arrow.to)] = max(
            depth[index(of: arrow.to)], depth[index(of: arrow.from)] + 1)
        }
      }
      depth = depth.map { min($0, nodes.count) }
      let longestName = nodes.map { HTMLText.estimatedWidth(of: $0.name, fontSize: 12) }.max()
      boxWidth = max(boxWidth, (longestName ?? 0) + 16)
      let longestLabel = arrows.map { arrow in
        HTMLText.estimatedWidth(
          of: arrow.detail.isEmpty ? arrow.label : "\(arrow.label): \(arrow.detail)",
          fontSize: 10)
      }.max()
      gap = max(gap, (longestLabel ?? 0) + 24)
      let pitch = boxWidth + gap
      var rowInColumn: [Int: Int] = [:]
      for node in nodes.indices {
        let row = rowInColumn[depth[node], default: 0]
        rowInColumn[depth[node]] = row + 1
        position.append((20 + Double(depth[node]) * pitch, 14 + Double(row) * 64))
      }
      width = 40 + Double((depth.max() ?? 0) + 1) * pitch
      height = 14 + Double(rowInColumn.values.max() ?? 1) * 64 + 30
    }

    /// The box of the type named `name` (the first box, for a name with none).
    func index(of name: String) -> Int {
      nodes.firstIndex { $0.name == name } ?? 0
    }
  }
}
