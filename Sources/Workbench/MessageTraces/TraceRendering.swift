import Diagnostics
import Foundation
import ReportLayout
import Tracing

/// Renders message traces as text or as Mermaid sequence diagrams.
public enum TraceRendering {
  /// The traces as numbered, indented lists, one block per architecture, with the hop and label
  /// counts that tell them apart.
  ///
  /// - Parameters:
  ///   - traces: The traces, one per architecture.
  ///   - onCalculator: Whether the traces are of the calculator, whose heading says when its
  ///     model is not asked; another screen's model is not one the workbench knows.
  /// - Returns: The text, ending with a newline.
  public static func text(_ traces: [MessageTrace], onCalculator: Bool = true) -> String {
    var blocks: [String] = []
    for trace in traces {
      var lines = [
        "\(trace.architecture): event \(trace.event) (\(place(of: trace))): "
          + trace.counts
          + (trace.reachesModel || !onCalculator ? "" : ", the model is not asked")
      ]
      for (number, message) in trace.messages.enumerated() {
        let indent = String(repeating: "  ", count: message.depth)
        let label = String(number + 1).leftPadded(to: 3)
        lines.append("\(label). \(indent)\(message.line)")
      }
      for (number, body) in (trace.bodies ?? []).enumerated() {
        lines.append("\(String(number + 1).leftPadded(to: 3))b. body of \(body)")
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// The traces as Mermaid `sequenceDiagram` blocks in Markdown code fences, which GitHub
  /// renders, one per architecture.
  ///
  /// - Parameter traces: The traces, one per architecture.
  /// - Returns: The Markdown, ending with a newline.
  public static func mermaid(_ traces: [MessageTrace]) -> String {
    traces.map(diagram).joined(separator: "\n")
  }

  private static func diagram(_ trace: MessageTrace) -> String {
    var participants: [String] = []
    for message in trace.messages {
      for role in [message.from, message.to] where !participants.contains(role) {
        participants.append(role)
      }
    }
    let id = { (role: String) in "P\(participants.firstIndex(of: role) ?? 0)" }
    var lines = [
      "**\(trace.architecture)**, event \(trace.event) "
        + "(\(escapeMarkdown(place(of: trace)))): " + trace.counts,
      "",
      "```mermaid",
      "sequenceDiagram",
    ]
    for role in participants {
      let keyword = role == TraceRecorder.user ? "actor" : "participant"
      lines.append("  \(keyword) \(id(role)) as \(escape(role))")
    }
    var open: [TraceMessage] = []
    func closeCalls(deeperThan depth: Int) {
      while let last = open.last, last.depth >= depth {
        open.removeLast()
        if let result = last.result {
          lines.append("  \(id(last.to))-->>\(id(last.from)): \(escape(result))")
        }
      }
    }
    for message in trace.messages {
      closeCalls(deeperThan: message.depth)
      lines.append("  \(id(message.from))->>\(id(message.to)): \(escape(text(of: message)))")
      open.append(message)
    }
    closeCalls(deeperThan: 0)
    lines.append("```")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `line 15, insertText("3") into input`; the action alone for an event with no scenario
  /// line (line 0: the loading, or a keystroke of `workbench play`).
  static func place(of trace: MessageTrace) -> String {
    trace.line == 0 ? trace.userAction : "line \(trace.line), \(trace.userAction)"
  }

  private static func text(of message: TraceMessage) -> String {
    var copy = message
    copy.result = nil
    copy.time = nil
    let line = copy.line
    let time = message.time.map { "at \(DurationText.text(of: $0)): " } ?? ""
    guard let colon = line.range(of: ": ") else { return time + line }
    return time + String(line[colon.upperBound...])
  }

  /// Escapes what Mermaid would read as syntax: `;` ends a statement, `#` starts an entity,
  /// angle brackets are HTML, and `%%` starts a comment or an `%%{init: …}%%` directive, so
  /// every `%` is written as an entity.
  private static func escape(_ text: String) -> String {
    Quoting.replacing(in: text, [";": "#59;", "#": "#35;", "%": "#37;", "<": "‹", ">": "›"])
  }

  /// Escapes what Markdown would read as emphasis or raw HTML in a heading line, and `%`.
  private static func escapeMarkdown(_ text: String) -> String {
    // `%` is not Markdown syntax, but a reader that greps a diagram file for Mermaid's `%%`
    // directives should find none of the user's.
    Quoting.replacing(
      in: text, ["*": "\\*", "_": "\\_", "<": "&lt;", ">": "&gt;", "&": "&amp;", "%": "&#37;"])
  }

}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
