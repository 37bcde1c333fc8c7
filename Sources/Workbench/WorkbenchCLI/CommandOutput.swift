/// What a command printed and how it ended, kept in memory so that tests can compare it with a
/// golden file and the executable can print it.
public struct CommandOutput: Sendable, Equatable {
  /// What goes to standard output.
  public var standardOutput = ""
  /// What goes to standard error.
  public var standardError = ""
  /// The exit code.
  public var exitCode: ExitCode = .success

  /// Creates an empty output that ends successfully.
  public init() {}

  /// Appends `text` and a newline to standard output.
  ///
  /// - Parameter text: The line to print.
  public mutating func print(_ text: String) {
    standardOutput += text + "\n"
  }

  /// Appends `text` and a newline to standard error.
  ///
  /// - Parameter text: The line to print.
  public mutating func printError(_ text: String) {
    standardError += text + "\n"
  }
}
