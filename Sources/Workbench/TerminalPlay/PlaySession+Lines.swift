import ArchitectureDescriptor
import Diagnostics
import MessageTraces
import ReportLayout
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver
import ViewKit

/// Drawing a play session: the top screen as the user sees it, then the messages of the last
/// event.
extension PlaySession {
  /// The screen as lines of text: the keys, the top screen's title, its fields (the focused one
  /// marked), labels, lists with their numbered rows and buttons, the command line when it is
  /// open, then the messages of the last event, as `workbench trace` shows them.
  ///
  /// Given a `height`, the lines fit in it, so a terminal never scrolls the top of the screen
  /// away: the command line and the message under the screen are always shown, the top screen
  /// next (cut short with a line that says how much is left out when it is taller than the
  /// terminal, as a long history list is), and the messages of the last event in what is left.
  ///
  /// - Parameters:
  ///   - width: The most columns a line takes; longer ones are wrapped.
  ///   - height: The most lines, or `nil` for as many as it takes.
  /// - Returns: The lines, each at most `width` columns.
  public func lines(width: Int, height: Int? = nil) -> [String] {
    // Every line escaped as a terminal shows text from files (a message can quote what was
    // pasted into the command line), then fitted to the width.
    func fitted(_ lines: [String]) -> [String] {
      lines.isEmpty
        ? []
        : TextLayout.fit(Quoting.terminalLines(lines.joined(separator: "\n")), width: width)
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    var top = [
      "workbench play: \(architecture.name) (\(index + 1) of \(architectures.count)). "
        + "Tab: next field, Ctrl-G: command (tap, row, back), Ctrl-R: relaunch, "
        + "Ctrl-N: next architecture, Ctrl-S: save, Ctrl-Z: suspend, Esc: quit",
      "",
    ]
    if let screen = session?.screen { top += Self.widgetLines(of: screen, focus: focus) }
    let commandLine = command.map { ["", ": " + Quoting.terminal($0) + "_"] } ?? []
    var messages = [""]
    if let lastTrace {
      // Only the calculator's heading says whether its model was asked.
      let onCalculator = session?.screen?.isCalculator ?? true
      messages += TraceRendering.text([lastTrace], onCalculator: onCalculator)
        .split(separator: "\n").map(String.init)
    } else {
      messages.append("Type into the focused field to see the messages of each keystroke.")
    }
    let under = status.isEmpty ? [] : ["", status]
    let sections = (
      top: fitted(top), command: fitted(commandLine), messages: fitted(messages),
      status: fitted(under)
    )
    guard let height else {
      return sections.top + sections.command + sections.messages + sections.status
    }
    // The command line and the status always show; then the top screen, then the messages.
    var room = max(height, 3) - sections.command.count - sections.status.count
    let shownTop = Self.cut(sections.top, to: max(room, 2), what: "of the screen")
    room -= shownTop.count
    let shownMessages =
      room > 0 ? Self.cut(sections.messages, to: room, what: "of messages") : []
    return shownTop + sections.command + shownMessages + sections.status
  }

  /// The first of `lines` that fit in `room`, the last of them saying how many more are left
  /// out when they do not all fit.
  private static func cut(_ lines: [String], to room: Int, what: String) -> [String] {
    guard lines.count > room else { return lines }
    let shown = max(room - 1, 0)
    return Array(lines.prefix(shown))
      + ["  … \(lines.count - shown) more lines \(what)"]
  }

  /// The top screen's widgets, one line each (a list, one line a row), in the order they are
  /// on the screen.
  private static func widgetLines(of screen: ScreenDriver, focus: Field) -> [String] {
    var lines: [String] = []
    if !screen.screenTitle.isEmpty {
      lines.append("  screen  " + Quoting.terminal(screen.screenTitle))
    }
    var buttons: [String] = []
    for identifier in screen.identifiers {
      guard let widget = try? screen.widget(identifier) else { continue }
      let name = shortName(of: identifier)
      switch widget {
      case let field as TextField:
        let marked = focus.name == name ? "> " : "  "
        lines.append(marked + pad(name) + "[" + Quoting.terminal(field.text ?? "") + "]")
      case let label as Label:
        lines.append("  " + pad(name) + Quoting.terminal(label.text ?? ""))
      case let table as TableView:
        let rows = ScreenDriver.rowTexts(of: table)
        lines.append("  " + pad(name) + (rows.count == 1 ? "1 row" : "\(rows.count) rows"))
        for (number, row) in rows.enumerated() {
          lines.append("    \(number + 1)  " + Quoting.terminal(row))
        }
      case is Button:
        buttons.append(identifier)
      default:
        continue
      }
    }
    if !buttons.isEmpty { lines.append("  buttons " + buttons.joined(separator: ", ")) }
    return lines
  }

  /// The calculator's widgets by the short names a scenario uses; others by identifier.
  private static func shortName(of identifier: String) -> String {
    switch identifier {
    case "tokenTextField": "token"
    case "inputTextField": "input"
    case "resultLabel": "result"
    default: identifier
    }
  }

  /// `name` padded to line up the texts after it: `token   [`, `result  `.
  private static func pad(_ name: String) -> String {
    name.count < 8 ? name + String(repeating: " ", count: 8 - name.count) : name + " "
  }
}
