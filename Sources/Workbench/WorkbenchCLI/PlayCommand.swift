import ArchitectureDescriptor
import Classroom
import Diagnostics
import Foundation
import OutputFiles
import TerminalPlay

/// `workbench play`: one architecture's screen in the terminal, typed into key by key, with the
/// messages of every keystroke shown as it happens.
enum PlayCommand {
  /// The options as declared.
  private typealias Option = Commands.Play

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    let change = try parsed.value(Option.change).map { name throws(UsageError) in
      try ChangeBuild.request(named: name, usage: usage)
    }
    if let status = try ChangeBuild.handOff(
      change, command: Option.declaration.name, arguments: parsed.arguments, usage: usage,
      readsTheTerminal: true)
    {
      output.exitCode = status
      return
    }
    try parsed.noPositionals()
    let screen = try ScreenSelection.screen(parsed, Option.screen, context: context)
    let onCalculator = ScreenSelection.isDefault(screen)
    try ScreenSelection.refuseChange(change != nil, on: screen, usage: usage)
    let known = ScreenSelection.architectures(of: screen, context: context)
    guard !known.isEmpty else {
      throw UsageError("there is no architecture to play with", usage: usage)
    }
    let name = parsed.value(Option.architecture) ?? ""
    let exercises = onCalculator ? context.exercises : []
    let chosen = try ArchitectureSelection.find(
      name, in: known + ArchitectureSelection.exerciseScreens(exercises),
      exercises: exercises.map(\.name), usage: usage)
    // A student's exercise screen joins the architectures Ctrl-N cycles through.
    let architectures = known.contains { $0.name == chosen.name } ? known : known + [chosen]
    let index = architectures.firstIndex { $0.name == chosen.name } ?? 0
    let savePath = parsed.value(Option.save) ?? ""
    guard !savePath.isEmpty else { throw UsageError("--save needs a file name", usage: usage) }
    if !parsed.has(Option.save) {
      // Outside the sources, where `git status` does not show it (`.build` is ignored); a folder
      // that cannot be made is reported by the check below.
      try? FileManager.default.createDirectory(
        atPath: (savePath as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
    }
    guard canSave(to: savePath, output: &output) else { return }
    let session = PlaySession(architectures: architectures, index: index)
    try play(
      session, script: parsed.value(Option.script), saveTarget: SaveTarget(savePath),
      width: context.width, usage: usage, onCalculator: onCalculator, output: &output)
  }

  /// Plays `session`: the keys of `script` without a terminal, or the terminal's keys.
  @MainActor
  private static func play(
    _ session: PlaySession, script: String?, saveTarget: SaveTarget, width: Int, usage: String,
    onCalculator: Bool, output: inout CommandOutput
  ) throws(UsageError) {
    if let script {
      for key in PlayKey.script(script) {
        guard session.handle(key) else { break }
        if key == .save { save(session, to: saveTarget) }
      }
      output.print(session.lines(width: width).joined(separator: "\n"))
      return
    }
    guard let terminal = RawTerminal() else {
      throw UsageError(
        "play needs a terminal on standard input; without one, give the keys with --script",
        usage: usage)
    }
    defer { terminal.restore() }
    // A dumb terminal moves no cursor: no alternate screen, no clearing, each screen written
    // after the last.
    let dumb = Terminal.isDumb()
    if !dumb { terminal.enterAlternateScreen() }
    func draw() {
      // Drawn to the terminal's own size, read again at every key (the window may have been
      // resized): a line wider than the terminal would wrap, and more lines than it has would
      // scroll the top screen away.
      let columns = Terminal.columns().map { max(40, $0) } ?? width
      let rows = Terminal.rows().map { max(8, $0) }
      let lines = session.lines(width: columns, height: rows.map { dumb ? $0 - 1 : $0 })
      terminal.show(
        (dumb ? "\r\n" : "\u{1B}[H\u{1B}[2J") + lines.joined(separator: "\r\n"))
    }
    draw()
    while let key = terminal.readKey(), session.handle(key) {
      if key == .save { save(session, to: saveTarget) }
      if key == .suspend { terminal.suspend() }
      draw()
    }
    terminal.restore()
    // Only the calculator has a result label to sum the session up with.
    output.print(
      "workbench play: \(session.events.count) events on \(session.architecture.name)"
        + (onCalculator
          ? "; the result label showed \(Quoting.literal(session.text(of: nil)))." : "."))
  }

  /// Whether Ctrl-S could save at `path`, checked before the session starts, so that a name
  /// that can never be saved (a device, a folder) is refused before the typing, not after;
  /// `false` is printed, with exit code 73.
  private static func canSave(to path: String, output: inout CommandOutput) -> Bool {
    do {
      // Reserved and given up at once: the folder is checked as the save will check it.
      try OutputFile.reserve(OutputFile.unusedPath(near: path), kind: .scenario).discard()
      return true
    } catch {
      output.printError(
        "error: cannot save to '\(Quoting.terminal(error.path))': \(error.reason)")
      output.exitCode = .unwritableOutput
      return false
    }
  }

  /// Saves the session as a scenario.
  ///
  /// The first save of a session takes `--save`'s name if nothing is there, else the first free
  /// `name-2.scenario`, … (an existing file is never replaced); later saves replace the
  /// session's own file, following the `--output` rules.
  @MainActor
  private static func save(_ session: PlaySession, to target: SaveTarget) {
    do {
      let path = try target.path()
      try OutputFile.reserve(path, kind: .scenario).commit(session.scenario())
      let renamed =
        path == target.wanted ? "" : " (\(Quoting.terminal(target.wanted)) exists and was kept)"
      let count = session.events.count
      session.say(
        "saved \(count) event\(count == 1 ? "" : "s") to \(Quoting.terminal(path))" + renamed)
    } catch {
      session.say("cannot save to \(Quoting.terminal(error.path)): \(error.reason)")
    }
  }
}

/// Where `play` saves: the name asked for, and the file the session chose on its first save.
@MainActor
final class SaveTarget {
  /// The `--save` name, or its default, `.build/play/play.scenario`.
  let wanted: String
  private var chosen: String?

  init(_ wanted: String) {
    self.wanted = wanted
  }

  /// The session's file: chosen on the first save (see ``OutputFile/unusedPath(near:)``), the
  /// same ever after.
  func path() throws(OutputFileError) -> String {
    if let chosen { return chosen }
    let path = try OutputFile.unusedPath(near: wanted)
    chosen = path
    return path
  }
}
