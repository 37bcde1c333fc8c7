/// A lexical unit of one line of a scenario file.
struct ScenarioToken: Equatable {
  /// The kinds of tokens.
  enum Kind: Equatable {
    /// A run of characters other than blanks, quotes, `#` and `*`: a keyword, a field, a count.
    case word

    /// A double-quoted string literal.
    case string

    /// The repetition operator `*`.
    case star
  }

  /// What the token is.
  var kind: Kind

  /// The byte offset of the token's first byte in the file.
  var start: Int

  /// The byte offset just past the token's last byte in the file.
  var end: Int

  /// A word's text, or a string literal's value with its escapes decoded; `nil` for a `*` and
  /// for a string literal that has an error.
  var text: String?

  /// Whether the token is a string literal that runs to the end of its line, unclosed: what
  /// comes after its opening quote is its text, not what it looks like (a `]`, a word).
  var isUnterminated = false
}

/// An error found on one line, positioned by byte offset until the line's columns are counted.
struct ScenarioIssue: Equatable {
  /// The byte offset in the file that the error points at.
  var offset: Int

  /// What is wrong.
  var message: String

  /// How to fix it.
  var hint: String?
}
