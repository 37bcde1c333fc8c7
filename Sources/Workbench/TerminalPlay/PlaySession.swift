public import ArchitectureDescriptor
import Diagnostics
import MessageTraces
public import ScenarioLanguage
public import ScenarioReplay
import ScreenDriver
import Tracing
import ViewKit

/// One `workbench play` session: a live screen of one architecture, the focused field, every
/// event so far, and the messages of the last one.
///
/// Besides typing into the focused field, the player opens a command line (Ctrl-G) and types one
/// of a scenario's actions, written as a scenario writes it: `tap keepButton`,
/// `tap row 2 of historyList`, `delete row 1 of historyList`, `back`, `type nameTextField "Ada"`.
///
/// It knows nothing of the terminal: ``PlayCommand`` feeds it keys and draws ``lines(width:)``.
@MainActor
public final class PlaySession {
  let architectures: [Architecture]
  private(set) var index: Int
  private(set) var session: ScreenSession?
  private(set) var focus = Field.token
  /// Every event so far, in order.
  public private(set) var events: [ReplayPlan.Event] = []
  private(set) var lastTrace: MessageTrace?
  private(set) var status = ""
  /// The command line being typed, after Ctrl-G; `nil` when it is closed.
  private(set) var command: String?
  /// The architectures the session has run on, in order, for the saved scenario's header.
  private(set) var playedOn: [String] = []

  /// Starts on a fresh screen of `architectures[index]`.
  public init(architectures: [Architecture], index: Int) {
    self.architectures = architectures
    self.index = index
    session = try? ScreenSession(architectures[index])
    status = session == nil ? "this screen lacks one of the calculator's widgets" : ""
    playedOn = [architectures[index].name]
    focus = fields.first ?? .token
  }

  /// The architecture on screen.
  public var architecture: Architecture { architectures[index] }

  /// The text of `field`, or of the result label.
  public func text(of field: Field?) -> String {
    guard let screen = session?.screen else { return "" }
    guard let field else { return screen.resultText }
    return (try? screen.textField(field))?.text ?? ""
  }

  /// The text fields of the top screen, in the order Tab visits them: the calculator's by their
  /// short names.
  var fields: [Field] {
    guard let screen = session?.screen else { return [] }
    return screen.identifiers.compactMap { identifier in
      guard (try? screen.textField(identifier: identifier)) != nil else { return nil }
      switch identifier {
      case "tokenTextField": return .token
      case "inputTextField": return .input
      default: return .identifier(identifier)
      }
    }
  }

  /// Handles `key`; returns `false` when the session should end.
  public func handle(_ key: PlayKey) -> Bool {
    if command != nil { return handleCommand(key) }
    switch key {
    case .quit: return false
    case .tab:
      let fields = fields
      let next = (fields.firstIndex(of: focus) ?? -1) + 1
      focus = fields.isEmpty ? focus : fields[next % fields.count]
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
    case .command:
      command = ""
      status = ""
    case .save, .suspend, .redraw:
      break
    case .enter, .ignored:
      let name = if case .ignored(let name) = key { name } else { "Return" }
      status =
        "\(name) does nothing here: type, Backspace, Tab, Ctrl-G, Ctrl-R, Ctrl-N, Ctrl-S and "
        + "Esc are the keys"
    }
    return true
  }

  /// Handles `key` while the command line is open: Return runs it, Escape closes it.
  private func handleCommand(_ key: PlayKey) -> Bool {
    switch key {
    case .text(let character): command?.append(character)
    case .backspace: if command?.isEmpty == false { command?.removeLast() }
    case .enter:
      let line = command ?? ""
      command = nil
      run(line)
    case .quit:
      command = nil
      status = ""
    case .redraw:
      break
    case .tab, .nextArchitecture, .relaunch, .save, .suspend, .command, .ignored:
      status = "Return runs the command, Esc closes it"
    }
    return true
  }

  /// Runs `line`, one of a scenario's actions.
  private func run(_ line: String) {
    let plan: ReplayPlan
    do {
      plan = ReplayPlan(try ScenarioParser.parse(Array(line.utf8), path: "command"))
    } catch {
      status = error.diagnostics.first?.message ?? error.description
      return
    }
    guard !plan.events.isEmpty, plan.expectations.isEmpty, plan.prohibitions.isEmpty else {
      status =
        "type an action: tap IDENTIFIER, tap row N of LIST, delete row N of LIST, back, "
        + "type FIELD \"TEXT\""
      return
    }
    for event in plan.events {
      perform(event)
      guard status.isEmpty else { return }
    }
    if !fields.contains(focus), let first = fields.first { focus = first }
  }

  private func perform(_ event: ReplayPlan.Event) {
    guard let session else { return }
    let recorder = TraceRecorder()
    let performed = Trace.recording(into: recorder) {
      Result { () throws(ScreenDriverError) in try session.perform(event) }
    }
    // An event the screen could not take changed nothing: it is said, and left out of the
    // session a save writes.
    if case .failure(let error) = performed {
      status = error.description
      return
    }
    events.append(event)
    lastTrace = MessageTrace(
      architecture: architecture.name, event: events.count, line: 0,
      userAction: MessageTracer.describe(event), messages: recorder.messages)
    status = ""
  }

  /// Notes a message under the screen, such as where the session was saved.
  public func say(_ message: String) {
    status = message
  }
}
