import ArchitectureDescriptor
import Diagnostics
import Foundation
import Harness

/// `workbench play`: one architecture's screen in the terminal, typed into key by key, with the
/// messages of every keystroke shown as it happens.
enum PlayCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.playUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, options: ["--architecture", "--save", "--script"],
        help: CommandHelp(usage: usage, text: Help.play), output: &output)
    else { return }
    if let extra = parsed.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", usage: usage)
    }
    guard !context.architectures.isEmpty else {
      throw UsageError("there is no architecture to play with", usage: usage)
    }
    let name = parsed.values["--architecture"] ?? "MVC"
    let chosen = try ArchitectureSelection.find(name, in: context.architectures, usage: usage)
    let index = context.architectures.firstIndex { $0.name == chosen.name } ?? 0
    let savePath = parsed.values["--save"] ?? "play.scenario"
    guard !savePath.isEmpty else { throw UsageError("--save needs a file name", usage: usage) }
    let session = PlaySession(architectures: context.architectures, index: index)
    if let script = parsed.values["--script"] {
      for key in PlayKey.script(script) {
        guard session.handle(key) else { break }
        if key == .save { save(session, to: savePath) }
      }
      output.print(session.lines(width: context.width).joined(separator: "\n"))
      return
    }
    guard let terminal = RawTerminal() else {
      throw UsageError(
        "play needs a terminal on standard input; without one, give the keys with --script",
        usage: usage)
    }
    defer { terminal.restore() }
    // The alternate screen keeps the player's scrollback as it was.
    terminal.show("\u{1B}[?1049h")
    func draw() {
      terminal.show(
        "\u{1B}[H\u{1B}[2J" + session.lines(width: context.width).joined(separator: "\r\n"))
    }
    draw()
    while let key = terminal.readKey(), session.handle(key) {
      if key == .save { save(session, to: savePath) }
      draw()
    }
    terminal.show("\u{1B}[?1049l")
    output.print(
      "workbench play: \(session.events.count) events on \(session.architecture.name); "
        + "the result label showed \(Quoting.literal(session.text(of: nil))).")
  }

  @MainActor
  private static func save(_ session: PlaySession, to path: String) {
    do {
      try Data(session.scenario().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      session.say("saved \(session.events.count) events to \(Quoting.terminal(path))")
    } catch {
      session.say(
        "cannot save to \(Quoting.terminal(path)): \(fileErrorDescription(error))")
    }
  }
}
