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
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return environment["COLUMNS"].flatMap { Int($0) }
  }
}
