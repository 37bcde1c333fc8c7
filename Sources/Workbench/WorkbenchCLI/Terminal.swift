import Foundation
import ReportLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process's terminal allows: how wide standard output is, whether standard error is a
/// terminal to show progress on, and whether colour is wanted.
struct Terminal {
  /// The most columns a line of text output may take: 100, or the terminal's width when
  /// standard output is a terminal wider than that.
  var width = TextLayout.defaultWidth
  /// Whether standard error is a terminal.
  var standardErrorIsTerminal = false
  /// Whether colour may be used on standard error: it is a terminal and `NO_COLOR` is not set.
  var colour = false

  /// The process's terminal, read from the file descriptors and the environment.
  static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Terminal
  {
    var terminal = Terminal()
    if isatty(STDOUT_FILENO) == 1 {
      terminal.width = max(TextLayout.defaultWidth, columns(environment: environment) ?? 0)
    }
    terminal.standardErrorIsTerminal = isatty(STDERR_FILENO) == 1
    terminal.colour = terminal.standardErrorIsTerminal && environment["NO_COLOR"] == nil
    return terminal
  }

  /// The width the terminal reports, or else `COLUMNS`: what a full-screen view (`play`) is
  /// drawn to, narrower than reports' 100 columns when the terminal is.
  static func columns(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int? {
    size(\.ws_col, orVariable: "COLUMNS", environment: environment)
  }

  /// The height the terminal reports, or else `LINES`: how many lines a full-screen view
  /// (`play`) may draw before the terminal scrolls its top away.
  static func rows(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int? {
    size(\.ws_row, orVariable: "LINES", environment: environment)
  }

  /// One dimension of standard output's terminal, or else the number in the variable `name`.
  private static func size(
    _ dimension: KeyPath<winsize, UInt16>, orVariable name: String,
    environment: [String: String]
  ) -> Int? {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size[keyPath: dimension] > 0 {
      return Int(size[keyPath: dimension])
    }
    return environment[name].flatMap { Int($0) }
  }

  /// Whether the terminal is one that moves no cursor and clears nothing (`TERM=dumb`, as
  /// Emacs' shell and some CI logs set it): a full-screen view then writes plain lines.
  static func isDumb(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    environment["TERM"] == "dumb"
  }
}
