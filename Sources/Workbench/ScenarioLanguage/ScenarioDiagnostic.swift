import Diagnostics

/// A malformed part of a scenario file, with its position and a hint at the fix.
///
/// Its ``description`` reads like a compiler's diagnostic, so that editors and terminals can
/// jump to the position; the hint, when there is one, follows on a `note:` line:
///
/// ```
/// Scenarios/sum.scenario:4:7: error: unknown field 'inptu'; expected 'token' or 'input'
/// Scenarios/sum.scenario:4:7: note: did you mean 'input'?
/// ```
///
/// Lines and columns are 1-based. A column counts Unicode scalars (not bytes and not Swift
/// `Character`s) from the start of the line; a byte order mark at the start of the file is not
/// counted.
public struct ScenarioDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path of the scenario file.
  public var path: String

  /// The 1-based line of the error.
  public var line: Int

  /// The 1-based column of the error, in Unicode scalars from the start of the line.
  public var column: Int

  /// What is wrong, and what was expected there.
  public var message: String

  /// How to fix it, if the parser can tell.
  public var hint: String?

  /// Creates a scenario error.
  ///
  /// - Parameters:
  ///   - path: The path of the scenario file.
  ///   - line: The 1-based line of the error.
  ///   - column: The 1-based column of the error, in Unicode scalars.
  ///   - message: What is wrong, and what was expected there.
  ///   - hint: How to fix it, if known.
  public init(path: String, line: Int, column: Int, message: String, hint: String? = nil) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
  }

  /// The diagnostic: `path:line:column: error: message`, then `path:line:column: note: hint` on
  /// a second line when there is a hint; control characters in the path are escaped.
  public var description: String {
    let position = "\(Quoting.terminal(path)):\(line):\(column)"
    guard let hint else { return "\(position): error: \(message)" }
    return "\(position): error: \(message)\n\(position): note: \(hint)"
  }
}
