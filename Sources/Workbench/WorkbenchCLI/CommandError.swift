import Diagnostics
import OutputFiles
import ReportLayout

/// Why a command stopped, with the exit code it ends with: the one way a subcommand reports a
/// failure (``WorkbenchCommand`` prints it on standard error and exits with ``exitCode``).
///
/// A wrong command line (``init(_:usage:)``) prints as `Error: …` followed by the usage line,
/// exit code 64; any other failure (``init(_:_:)``) prints its message as it is, with its own
/// exit code (65 malformed scenario, 66 unreadable path, 73 unwritable output, …).
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
  /// How the command ends.
  public var exitCode: ExitCode
  /// What is wrong.
  public var message: String
  /// The usage line of the subcommand concerned, for a usage error.
  public var usage: String?

  /// Creates a usage error: exit code 64, printed with `usage`.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - usage: The usage line to show.
  public init(_ message: String, usage: String) {
    self.exitCode = .usage
    self.message = message
    self.usage = usage
  }

  /// Creates a failure that ends the command with `exitCode`.
  ///
  /// - Parameters:
  ///   - exitCode: The exit code.
  ///   - message: The lines printed on standard error, already in their final form (a
  ///     `file:line:column: error:` diagnostic, or `error: …`).
  public init(_ exitCode: ExitCode, _ message: String) {
    self.exitCode = exitCode
    self.message = message
    self.usage = nil
  }

  /// An output file that cannot be written: its message, exit code 73.
  ///
  /// - Parameter error: Why the file cannot be written.
  package init(unwritable error: OutputFileError) {
    self.init(.unwritableOutput, error.message)
  }

  /// What is printed on standard error.
  ///
  /// For a usage error, `Error: …`, then `Usage: …` wrapped between its parts, then a pointer
  /// to the help, each line at most 100 columns; control characters in the message (an
  /// argument echoed back) are escaped. Any other failure: its message.
  public var description: String {
    guard let usage else { return message }
    let lines =
      TextLayout.wrap(
        "Error: " + Quoting.terminal(message), width: TextLayout.defaultWidth, indent: "  ")
      + [CommandDeclaration.usageLines("Usage: " + usage)]
    return lines.joined(separator: "\n") + "\n  See 'workbench --help' for more information."
  }
}
