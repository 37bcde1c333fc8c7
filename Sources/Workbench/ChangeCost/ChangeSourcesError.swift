public import ChangePatches
import Diagnostics

/// A patch that cannot be read or applied, or a folder that cannot be written.
public struct ChangeSourcesError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file at fault, relative to the package root.
  public var path: String
  /// The 1-based line of the problem, or `nil` when it is the whole file's.
  public var line: Int?
  /// The 1-based column of the problem on that line.
  public var column = 1
  /// What is wrong.
  public var reason: String
  /// What to do about it, if anything helps.
  public var remedy: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file at fault.
  ///   - reason: What is wrong.
  ///   - remedy: What to do about it.
  ///   - line: The line of the problem, if it is at one place.
  ///   - column: The column of the problem on that line.
  public init(
    path: String, reason: String, remedy: String? = nil, line: Int? = nil, column: Int = 1
  ) {
    self.path = path
    self.reason = reason
    self.remedy = remedy
    self.line = line
    self.column = column
  }

  /// Creates the error of a patch that cannot be read, at the place the parser names.
  ///
  /// - Parameter syntax: The parser's error.
  public init(_ syntax: PatchSyntaxError) {
    self.init(path: syntax.path, reason: syntax.reason, line: syntax.line, column: syntax.column)
  }

  /// `path:line:column: error: reason` (`path: error: reason` when the problem is the whole
  /// file's), and the remedy on a line of its own.
  public var description: String {
    let place = line.map { ":\($0):\(column)" } ?? ""
    return "\(path)\(place): error: \(reason)" + (remedy.map { "\n  \($0)." } ?? "")
  }
}
