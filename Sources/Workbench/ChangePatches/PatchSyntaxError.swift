/// A patch file that cannot be read, with the place of the problem.
///
///     // Changes/undo.patch:12:1: error: hunk has more old lines than its header's 3
public struct PatchSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path of the patch file, as the caller named it.
  public var path: String
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem, counted in UTF-8 bytes.
  public var column: Int
  /// What is wrong, in a sentence without a final period.
  public var reason: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, reason: String) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `path:line:column: error: reason`, the form compilers use.
  public var description: String { "\(path):\(line):\(column): error: \(reason)" }
}
