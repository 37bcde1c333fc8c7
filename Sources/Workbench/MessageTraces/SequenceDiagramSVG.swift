import Diagnostics
import Foundation
import HTMLRendering
import ReportLayout
import ScenarioReplay
import Tracing

/// One architecture's messages for one event drawn as an SVG sequence diagram: the roles across
/// the top with their lifelines, each message an arrow from sender to receiver in the order sent,
/// and what a call returned a dashed arrow back.
package struct SequenceDiagramSVG {
  /// The trace to draw.
  var trace: MessageTrace

  /// The width of a role's column: room for the longest role name in its box.
  private var columnWidth: Double {
    let longest = participants.map { HTMLText.estimatedWidth(of: $0, fontSize: 12) }.max() ?? 0
    return max(participants.count > 7 ? 140 : 175, longest + 28)
  }
  private let left = 20.0
  private let headerHeight = 34.0
  private let rowHeight = 30.0
  private let longestLabel = 46

  /// One drawn row: a call, a label update, or a return.
  private struct Row {
    var from: Int
    var to: Int
    var text: String
    var isReturn: Bool
    var isLabelUpdate: Bool
  }

  /// The diagram's title: the architecture, the event, and what the user did.
  var title: String {
    "\(trace.architecture), event \(trace.event) (line \(trace.line), \(trace.userAction)): "
      + trace.counts
  }

  /// The `<svg>` element.
  var rendered: String {
    let roles = participants
    let rows = self.rows(roles: roles)
    let width = left * 2 + Double(max(1, roles.count)) * columnWidth
    let top = 28.0
    let height = top + headerHeight + Double(rows.count) * rowHeight + 24
    let id = "sequence-" + HTMLText.identifier(trace.architecture)
    let x = { (role: Int) in self.left + self.columnWidth * (Double(role) + 0.5) }
    var parts = [
      HTMLText.svgOpeningTag(id: id, width: width, height: height),
      "<title id=\"\(id)-title\">Sequence diagram: \(Quoting.markup(title))</title>",
      "<desc id=\"\(id)-desc\">\(Quoting.markup(description))</desc>",
      "<text x=\"\(HTMLText.number(left))\" y=\"16\" font-size=\"13\" font-weight=\"600\">"
        + "\(Quoting.markup(title))</text>",
    ]
    let bottom = height - 12
    for (index, role) in roles.enumerated() {
      let center = x(index)
      parts.append(
        "<line x1=\"\(HTMLText.number(center))\" y1=\"\(HTMLText.number(top + headerHeight))\" "
          + "x2=\"\(HTMLText.number(center))\" y2=\"\(HTMLText.number(bottom))\" "
          + "stroke=\"#8c959f\" stroke-dasharray=\"3 3\"/>")
      let shape =
        role == TraceRecorder.user
        ? "<rect x=\"\(HTMLText.number(center - 40))\" y=\"\(HTMLText.number(top))\" "
          + "width=\"80\" height=\"\(HTMLText.number(headerHeight - 6))\" rx=\"14\" "
          + "fill=\"#ffffff\" stroke=\"#1b1f24\"/>"
        : "<rect x=\"\(HTMLText.number(center - columnWidth / 2 + 6))\" "
          + "y=\"\(HTMLText.number(top))\" width=\"\(HTMLText.number(columnWidth - 12))\" "
          + "height=\"\(HTMLText.number(headerHeight - 6))\" fill=\"#f6f8fa\" stroke=\"#1b1f24\"/>"
      parts.append(shape)
      parts.append(
        "<text x=\"\(HTMLText.number(center))\" y=\"\(HTMLText.number(top + 18))\" "
          + "font-size=\"12\" text-anchor=\"middle\">\(Quoting.markup(role))</text>")
    }
    for (number, row) in rows.enumerated() {
      let y = top + headerHeight + Double(number) * rowHeight + rowHeight * 0.75
      parts += arrow(row, y: y, x: x)
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  private func arrow(_ row: Row, y: Double, x: (Int) -> Double) -> [String] {
    let start = x(row.from)
    let end = x(row.to)
    let dash = row.isReturn ? " stroke-dasharray=\"5 3\"" : ""
    let weight = row.isLabelUpdate ? "2.5" : "1.3"
    var parts: [String] = []
    let label = Quoting.markup(shortened(row.text))
    let bold = row.isLabelUpdate ? " font-weight=\"700\"" : ""
    if row.from == row.to {
      parts.append(
        "<path d=\"M\(HTMLText.number(start)) \(HTMLText.number(y - 8))h28v12h-24\" "
          + "fill=\"none\" stroke=\"#1b1f24\" stroke-width=\"\(weight)\"\(dash)/>")
      parts.append(head(atX: start + 2, y: y + 4, pointingRight: false))
      parts.append(
        "<text x=\"\(HTMLText.number(start + 34))\" y=\"\(HTMLText.number(y - 2))\" "
          + "font-size=\"11\"\(bold)>\(label)</text>")
      return parts
    }
    let right = end > start
    parts.append(
      "<line x1=\"\(HTMLText.number(start))\" y1=\"\(HTMLText.number(y))\" "
        + "x2=\"\(HTMLText.number(end + (right ? -2 : 2)))\" y2=\"\(HTMLText.number(y))\" "
        + "stroke=\"#1b1f24\" stroke-width=\"\(weight)\"\(dash)/>")
    parts.append(head(atX: end, y: y, pointingRight: right))
    parts.append(
      "<text x=\"\(HTMLText.number(min(start, end) + 6))\" y=\"\(HTMLText.number(y - 5))\" "
        + "font-size=\"11\"\(bold)>\(label)</text>")
    return parts
  }

  private func head(atX x: Double, y: Double, pointingRight: Bool) -> String {
    let back = pointingRight ? x - 8 : x + 8
    return "<path d=\"M\(HTMLText.number(x)) \(HTMLText.number(y))"
      + "L\(HTMLText.number(back)) \(HTMLText.number(y - 4))"
      + "L\(HTMLText.number(back)) \(HTMLText.number(y + 4))Z\" fill=\"#1b1f24\"/>"
  }

  private func shortened(_ text: String) -> String {
    text.count <= longestLabel ? text : String(text.prefix(longestLabel - 1)) + "…"
  }

  /// The text alternative: every message in order, returns included.
  var description: String {
    let roles = participants
    return rows(roles: roles).enumerated().map { number, row in
      "\(number + 1). \(roles[row.from]) to \(roles[row.to]): "
        + (row.isReturn ? "returns " : "") + row.text
    }.joined(separator: "; ")
  }

  /// The roles in the order they first appear.
  private var participants: [String] {
    var roles: [String] = []
    for message in trace.messages {
      for role in [message.from, message.to] where !roles.contains(role) { roles.append(role) }
    }
    return roles
  }

  /// The calls in order, each call's return (when it returned something) once the calls it led
  /// to are done.
  private func rows(roles: [String]) -> [Row] {
    let index = { (role: String) in roles.firstIndex(of: role) ?? 0 }
    var rows: [Row] = []
    var open: [TraceMessage] = []
    func close(deeperThan depth: Int) {
      while let last = open.last, last.depth >= depth {
        open.removeLast()
        if let result = last.result {
          rows.append(
            Row(
              from: index(last.to), to: index(last.from), text: result, isReturn: true,
              isLabelUpdate: false))
        }
      }
    }
    for message in trace.messages {
      close(deeperThan: message.depth)
      var copy = message
      copy.result = nil
      let line = copy.line
      let text = line.range(of: ": ").map { String(line[$0.upperBound...]) } ?? line
      rows.append(
        Row(
          from: index(message.from), to: index(message.to), text: text, isReturn: false,
          isLabelUpdate: TraceMeaning.isLabelUpdate(message)))
      open.append(message)
    }
    close(deeperThan: 0)
    return rows
  }
}

extension SequenceDiagramSVG {
  /// The section body: what the diagrams show, then one figure per architecture; `onCalculator`
  /// false words it for another screen, which has no result label.
  package static func section(
    _ traces: [MessageTrace], scenario: String?, onCalculator: Bool = true
  ) -> String {
    guard let first = traces.first else {
      return "<p class=\"note\">No event was traced.</p>"
    }
    var parts = [
      "<p>Every message that crosses a role boundary while each architecture handles event "
        + "\(first.event)" + (scenario.map { " of <code>\(Quoting.markup($0))</code>" } ?? "")
        + " (line \(first.line): <code>\(Quoting.markup(first.userAction))</code>), drawn by "
        + "the workbench from a real run. Solid arrows are calls in the order sent, dashed arrows "
        + "what a call returned, thick arrows with bold labels set "
        + (onCalculator ? "the result label" : "a label's text") + ".</p>"
    ]
    for trace in traces {
      let diagram = SequenceDiagramSVG(trace: trace)
      parts.append("<figure class=\"scroll\">\(diagram.rendered)</figure>")
    }
    return parts.joined(separator: "\n")
  }
}
