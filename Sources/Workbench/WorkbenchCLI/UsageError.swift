import Diagnostics
import ReportLayout

/// A wrong command line: printed as `Error: …` followed by the usage line, exit code 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The usage line of the subcommand concerned.
  public var usage: String

  /// Creates a usage error.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - usage: The usage line to show.
  public init(_ message: String, usage: String) {
    self.message = message
    self.usage = usage
  }

  /// `Error: …`, then `Usage: …`, then a pointer to the help, each wrapped at 100 columns;
  /// control characters in the message (an argument echoed back) are escaped.
  public var description: String {
    let width = TextLayout.defaultWidth
    let lines =
      TextLayout.wrap("Error: " + Quoting.terminal(message), width: width, indent: "  ")
      + TextLayout.wrap("Usage: " + usage, width: width, indent: "    ")
    return lines.joined(separator: "\n") + "\n  See 'workbench --help' for more information."
  }
}
