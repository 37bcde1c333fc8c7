/// One token of Swift source, as ``SwiftLexer`` reads it: comments and whitespace are gone.
///
/// Keywords are ``Kind/identifier`` tokens like any other name (`class`, `let`, `weak`); the
/// declaration scanner tells them apart by their text.
public struct SwiftToken: Sendable, Equatable {
  /// What kind of token this is.
  public enum Kind: Sendable, Equatable {
    /// A name or a keyword, backticks removed: `Presenter`, `let`, `$0`.
    case identifier
    /// An attribute, its text without the `@`: `MainActor` for `@MainActor`.
    case attribute
    /// A compiler directive or literal, with its `#`: `#if`, `#filePath`.
    case directive
    /// A string literal, its text the literal's characters without delimiters or
    /// interpolations (escapes are kept as written).
    case string
    /// A regular expression literal written `#/…/#`, its text without delimiters.
    case regex
    /// A number literal as written: `42`, `0x1F`, `1.5e-3`.
    case number
    /// One punctuation or operator character (`{`, `:`, `?`, `.`), or the arrow `->`.
    case punctuation
  }

  /// What kind of token this is.
  public var kind: Kind

  /// The token's text, as described for each ``Kind``.
  public var text: String

  /// The 1-based line the token starts on.
  public var line: Int

  /// The 1-based line the token ends on: later than ``line`` only for multi-line strings.
  public var endLine: Int

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - kind: What kind of token it is.
  ///   - text: Its text.
  ///   - line: The line it starts on.
  ///   - endLine: The line it ends on (default: the line it starts on).
  public init(_ kind: Kind, _ text: String, line: Int, endLine: Int? = nil) {
    self.kind = kind
    self.text = text
    self.line = line
    self.endLine = max(line, endLine ?? line)
  }

  /// Whether this is the identifier or keyword `word`.
  ///
  /// - Parameter word: The name or keyword to compare with.
  /// - Returns: `true` for an identifier token whose text is `word`.
  public func isIdentifier(_ word: String) -> Bool {
    kind == .identifier && text == word
  }

  /// Whether this is the punctuation `mark`.
  ///
  /// - Parameter mark: The punctuation to compare with, such as `{` or `->`.
  /// - Returns: `true` for a punctuation token whose text is `mark`.
  public func isPunctuation(_ mark: String) -> Bool {
    kind == .punctuation && text == mark
  }
}
