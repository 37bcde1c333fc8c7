/// What one source file holds, by count: its lines of code and its imports.
public struct SourceFileFacts: Sendable, Equatable {
  /// The file's path, as it was found.
  public var path: String

  /// The lines with at least one token outside comments.
  public var codeLines: Int

  /// The modules it imports, in order (`ViewKit` for `public import ViewKit`).
  public var imports: [String]

  /// Creates a file's facts.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - codeLines: Its lines of code.
  ///   - imports: The modules it imports.
  public init(path: String, codeLines: Int, imports: [String]) {
    self.path = path
    self.codeLines = codeLines
    self.imports = imports
  }
}
