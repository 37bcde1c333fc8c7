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
  public func lines(width: Int) -> [String] {
    var lines = [
      "workbench play: \(architecture.name) (\(index + 1) of \(architectures.count)). "
        + "Tab: next field, Ctrl-G: command (tap, row, back), Ctrl-R: relaunch, "
        + "Ctrl-N: next architecture, Ctrl-S: save, Esc: quit",
      "",
    ]
    if let screen = session?.screen { lines += Self.widgetLines(of: screen, focus: focus) }
    lines.append("")
    if let command {
      lines += [": " + Quoting.terminal(command) + "_", ""]
    }
    if let lastTrace {
      lines += TraceRendering.text([lastTrace]).split(separator: "\n").map(String.init)
    } else {
      lines.append("Type into the focused field to see the messages of each keystroke.")
    }
    if !status.isEmpty {
      lines += ["", status]
    }
    return TextLayout.fit(lines.joined(separator: "\n"), width: width)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
