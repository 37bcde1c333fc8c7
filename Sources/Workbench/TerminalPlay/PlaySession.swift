public import ArchitectureDescriptor
import Diagnostics
import MessageTraces
import ReportLayout
public import ScenarioLanguage
public import ScenarioReplay
import ScreenDriver
import Tracing
import ViewKit

/// A key the player pressed, as `workbench play` understands it.
public enum PlayKey: Equatable {
  /// A character to type into the focused field.
  case text(Character)
  /// Delete the character before the end of the focused field.
  case backspace
  /// Move the focus to the other field.
  case tab
  /// Switch to the next architecture.
  case nextArchitecture
  /// Release the screen and build a fresh one over the same storage.
  case relaunch
  /// Save the session as a scenario.
  case save
  /// End the session.
  case quit
  /// A key play gives no meaning (an arrow, a control key), named for the message that says so.
  case ignored(String)

  /// The keys of a `--script` string: `\t` is Tab, `\b` Backspace, `\n` Ctrl-N, `\r` Ctrl-R,
  /// `\s` Ctrl-S, `\e` Escape and `\\` a backslash; everything else is typed.
  public static func script(_ text: String) -> [PlayKey] {
    var keys: [PlayKey] = []
    var escaped = false
    for character in text {
      if escaped {
        escaped = false
        switch character {
        case "t": keys.append(.tab)
        case "b": keys.append(.backspace)
        case "n": keys.append(.nextArchitecture)
        case "r": keys.append(.relaunch)
        case "s": keys.append(.save)
        case "e": keys.append(.quit)
        default: keys.append(.text(character))
        }
      } else if character == "\\" {
        escaped = true
      } else {
        keys.append(.text(character))
      }
    }
    return keys
  }
}

/// One `workbench play` session: a live screen of one architecture, the focused field, every
/// event so far, and the messages of the last one.
///
/// It knows nothing of the terminal: ``PlayCommand`` feeds it keys and draws ``lines(width:)``.
@MainActor
public final class PlaySession {
  private let architectures: [Architecture]
  private(set) var index: Int
  private var session: ScreenSession?
  private(set) var focus = Field.token
  /// Every event so far, in order.
  public private(set) var events: [ReplayPlan.Event] = []
  private var lastTrace: MessageTrace?
  private(set) var status = ""
  /// The architectures the session has run on, in order, for the saved scenario's header.
  private var playedOn: [String] = []

  /// Starts on a fresh screen of `architectures[index]`.
  public init(architectures: [Architecture], index: Int) {
    self.architectures = architectures
    self.index = index
    session = try? ScreenSession(architectures[index])
    status = session == nil ? "this screen lacks one of the calculator's widgets" : ""
    playedOn = [architectures[index].name]
  }

  /// The architecture on screen.
  public var architecture: Architecture { architectures[index] }

  /// The text of `field`, or of the result label.
  public func text(of field: Field?) -> String {
    guard let screen = session?.screen else { return "" }
    guard let field else { return screen.resultText }
    return (try? screen.textField(field))?.text ?? ""
  }

  /// Handles `key`; returns `false` when the session should end.
  public func handle(_ key: PlayKey) -> Bool {
    switch key {
    case .quit: return false
    case .tab:
      focus = focus == .token ? .input : .token
      status = ""
    case .text(let character):
      perform(.insert(focus, String(character)))
    case .backspace:
      perform(.deleteBackward(focus))
    case .relaunch:
      perform(.relaunch)
    case .nextArchitecture:
      index = (index + 1) % architectures.count
      if playedOn.last != architecture.name { playedOn.append(architecture.name) }
      session = try? ScreenSession(architecture)
      for event in events { try? session?.perform(event) }
      lastTrace = nil
      status =
        "switched to \(architecture.name); typed the \(events.count) events so far again"
    case .save:
      break
    case .ignored(let key):
      status =
        "\(key) does nothing here: type, Backspace, Tab, Ctrl-R, Ctrl-N, Ctrl-S and Esc are the keys"
    }
    return true
  }

  private func perform(_ event: ReplayPlan.Event) {
    guard let session else { return }
    let recorder = TraceRecorder()
    let performed = Trace.recording(into: recorder) {
      Result { () throws(ScreenDriverError) in try session.perform(event) }
    }
    events.append(event)
    lastTrace = MessageTrace(
      architecture: architecture.name, event: events.count, line: 0,
      userAction: MessageTracer.describe(event), messages: recorder.messages)
    status = ""
    if case .failure(let error) = performed { status = error.description }
  }

  /// Notes a message under the screen, such as where the session was saved.
  public func say(_ message: String) {
    status = message
  }

  /// `MVP`, `MVP then MVVM`, `MVP, MVVM then Store`: the architectures in the order played.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " then " + last
  }

  /// The screen as lines of text: the keys, the two fields and the label, then the messages
  /// of the last keystroke, as `workbench trace` shows them.
  public func lines(width: Int) -> [String] {
    var lines = [
      "workbench play: \(architecture.name) (\(index + 1) of \(architectures.count)). "
        + "Tab: other field, Ctrl-R: relaunch, Ctrl-N: next architecture, Ctrl-S: save, "
        + "Esc: quit",
      "",
      (focus == .token ? "> " : "  ") + "token   [" + Quoting.terminal(text(of: .token))
        + "]",
      (focus == .input ? "> " : "  ") + "input   [" + Quoting.terminal(text(of: .input))
        + "]",
      "  result  " + Quoting.terminal(text(of: nil)),
      "",
    ]
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

  /// The session as a scenario: one directive per run of typing or deleting in one field, and
  /// the result the screen shows now as its expectation.
  public func scenario() -> String {
    var lines = [
      "# Played on \(Self.list(playedOn)) with 'workbench play'; the result expected is what "
        + "\(architecture.name) showed last."
    ]
    var typed: (field: Field, text: String)?
    var deleted: (field: Field, count: Int)?
    func flush() {
      if let run = typed {
        lines.append("type \(run.field.name) \(ScenarioWriter.literal(run.text))")
      }
      if let run = deleted {
        lines.append("delete \(run.field.name)" + (run.count == 1 ? "" : " \(run.count)"))
      }
      typed = nil
      deleted = nil
    }
    for event in events {
      switch event {
      case .insert(let field, let text):
        if let run = typed, run.field == field {
          typed?.text += text
        } else {
          flush()
          typed = (field, text)
        }
      case .deleteBackward(let field):
        if let run = deleted, run.field == field {
          deleted?.count += 1
        } else {
          flush()
          deleted = (field, 1)
        }
      case .replace(let field, let text):
        flush()
        lines.append(ScenarioWriter.line(.set(field, text)))
      case .tap(let identifier):
        flush()
        lines.append(ScenarioWriter.line(.tap(identifier)))
      case .tapRow(let row, let identifier):
        flush()
        lines.append(ScenarioWriter.line(.tapRow(row, of: identifier)))
      case .deleteRow(let row, let identifier):
        flush()
        lines.append(ScenarioWriter.line(.deleteRow(row, of: identifier)))
      case .back:
        flush()
        lines.append(ScenarioWriter.line(.back))
      case .relaunch:
        flush()
        lines.append(ScenarioWriter.line(.relaunch))
      case .wait(let duration):
        flush()
        lines.append(ScenarioWriter.line(.wait(duration)))
      }
    }
    flush()
    lines.append("expect result \(ScenarioWriter.literal(text(of: nil)))")
    return lines.joined(separator: "\n") + "\n"
  }
}
