/// One Swift source file after lexing: its tokens and which of its lines hold code.
public struct LexedSource: Sendable, Equatable {
  /// The tokens, in source order; comments and whitespace are gone.
  public var tokens: [SwiftToken]

  /// The number of lines in the file, counting a last line without a newline.
  public var lineCount: Int

  /// The 1-based numbers of the lines that hold at least one token, in ascending order.
  ///
  /// A line inside a multi-line string literal holds code (the literal's token spans it); a
  /// line with only a comment, only whitespace or nothing does not.
  public var codeLines: [Int]

  /// Creates a lexed source.
  ///
  /// - Parameters:
  ///   - tokens: The tokens, in source order.
  ///   - lineCount: The number of lines in the file.
  ///   - codeLines: The lines holding at least one token.
  public init(tokens: [SwiftToken], lineCount: Int, codeLines: [Int]) {
    self.tokens = tokens
    self.lineCount = lineCount
    self.codeLines = codeLines
  }

  /// The number of lines of code: lines with at least one token outside comments.
  public var codeLineCount: Int { codeLines.count }
}
