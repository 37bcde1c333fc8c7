/// A key the player pressed, as `workbench play` understands it.
public enum PlayKey: Equatable, Sendable {
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
  /// Open the command line, where a scenario's action is typed (`tap keepButton`,
  /// `tap row 1 of historyList`, `delete row 1 of historyList`, `back`): Ctrl-G.
  case command
  /// Run the command line (Return).
  case enter
  /// Save the session as a scenario.
  case save
  /// Suspend play, as Ctrl-Z suspends a program in a cooked terminal: the terminal is given
  /// back until the shell resumes play (`fg`).
  case suspend
  /// Draw the screen again: the terminal was resumed (`fg`) or resized. No key made it.
  case redraw
  /// End the session.
  case quit
  /// A key play gives no meaning (an arrow, a control key), named for the message that says so.
  case ignored(String)

  /// The keys of a `--script` string: `\t` is Tab, `\b` Backspace, `\n` Ctrl-N, `\r` Ctrl-R,
  /// `\s` Ctrl-S, `\g` Ctrl-G, `\m` Return (Ctrl-M), `\e` Escape and `\\` a backslash;
  /// everything else is typed.
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
        case "g": keys.append(.command)
        case "m": keys.append(.enter)
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
