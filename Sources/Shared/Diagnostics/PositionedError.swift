/// A file that cannot be read, with the place of the problem.
///
/// It is said the way compilers say it:
///
///     Scenarios/Changes/undo/BASE-CODE:3:1: error: no such file 'Sources/Shared/ViewKit/Buton.swift'
public struct PositionedError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path of the file, as the caller named it.
  public var path: String
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem, in the unit its reader counts (see its alias).
  public var column: Int
  /// What is wrong, in a sentence without a final period.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - line: The line of the problem.
  ///   - column: The column of the problem.
  ///   - reason: What is wrong.
  public init(path: String, line: Int, column: Int, reason: String) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `path:line:column: error: reason`, the form compilers use, shown as a terminal shows text
  /// from files (``Quoting/terminal(_:)``).
  public var description: String {
    "\(Quoting.terminal(path)):\(line):\(column): error: \(Quoting.terminal(reason))"
  }
}
