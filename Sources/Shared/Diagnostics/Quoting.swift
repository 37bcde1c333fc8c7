/// Writes text where a reader will see it: one function for each kind of place, all sharing one
/// definition, ``isInvisible(_:after:)``, of the scalars a reader cannot see, which each of them
/// writes as a `\u{…}` escape, the way the scenario language spells a scalar.
///
/// - ``literal(_:limit:)``: a value as a double-quoted scenario-language literal, in traces,
///   reports and expectation failures: `"1,2\r\n"`.
/// - ``excerpt(_:quoted:)``: a piece of a scenario file inside a diagnostic, single-quoted and
///   shortened: `'in\u{200B}put'`.
/// - ``terminal(_:)``: a name, path or description printed raw on a terminal or in Markdown:
///   `evil\u{1B}]0;owned\u{7}.scenario`.
/// - ``markup(_:)``: text inside HTML, SVG or XML: `&lt;b&gt;\u{1B}`.
///
/// Where they differ it is only in what their place needs besides: a literal escapes its quote
/// and backslash and cuts a long value, an excerpt cuts a long piece, markup writes its five
/// special characters and its line breaks as character references.
public enum Quoting {
  /// The most scalars ``excerpt(_:quoted:)`` shows before cutting a piece short.
  public static let excerptLimit = 32

  /// The most characters of one value a trace, a report or a diagram shows before cutting it
  /// short with `…`: whatever the size of a pasted text, a message that carries it costs the
  /// same to describe and takes the same room.
  public static let traceLimit = 24

  /// Returns whether a reader cannot see `scalar` where it stands, right after `previous`.
  ///
  /// Invisible are:
  /// - the controls (C0, tab and line feed included, DEL and C1) and the format characters (the
  ///   bidirectional controls, zero-width spaces and joiners, the soft hyphen, the byte order
  ///   mark, tags), with every other default-ignorable scalar, such as the Hangul fillers;
  /// - every blank but the space: the no-break and other spaces, and the line and paragraph
  ///   separators, which a reader cannot tell from a space or a line break;
  /// - private-use and unassigned scalars, noncharacters included, which have no agreed glyph;
  /// - a combining mark with nothing to sit on: at the start, after a space or punctuation (a
  ///   quote, a separator) or after an escape, where it would join the wrong character or none.
  ///   After a letter, a digit, a symbol or a mark that sits on one, it shows, as in `é`
  ///   written `e` and U+0301, or `❤️`.
  ///
  /// ```swift
  /// Quoting.isInvisible("\u{200B}", after: "a")  // true: a zero-width space
  /// Quoting.isInvisible("\u{301}", after: "e")   // false: the accent of é
  /// Quoting.isInvisible("\u{301}", after: nil)   // true: a combining mark first
  /// ```
  ///
  /// - Parameters:
  ///   - scalar: The scalar to show.
  ///   - previous: The scalar shown just before it, or `nil` at the start of the text or right
  ///     after something written in its place (an escape, a reference).
  /// - Returns: Whether `scalar` must be written as an escape.
  public static func isInvisible(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?
  )
    -> Bool
  {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark:
      return !carriesMarks(previous)
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned:
      return true
    case .spaceSeparator:
      return scalar != " "
    default:
      return properties.isDefaultIgnorableCodePoint
    }
  }

  /// Returns whether a combining mark after `previous` shows on it: a letter, a number, a symbol
  /// or a mark (which showed on one).
  private static func carriesMarks(_ previous: Unicode.Scalar?) -> Bool {
    guard let previous else { return false }
    switch previous.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol, .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  /// Returns `scalar` as the scenario language's escape, `\u{…}` in upper-case hex.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Appends `scalars` to `result`: each as `spelling` writes it when it returns text, as an
  /// escape when it is invisible, as itself otherwise.
  static func write(
    _ scalars: some Sequence<Unicode.Scalar>, to result: inout String,
    spelling: (Unicode.Scalar) -> String? = { _ in nil }
  ) {
    var previous: Unicode.Scalar?
    for scalar in scalars {
      if let spelled = spelling(scalar) {
        result += spelled
        previous = nil
      } else if isInvisible(scalar, after: previous) {
        result += escape(scalar)
        previous = nil
      } else {
        result.unicodeScalars.append(scalar)
        previous = scalar
      }
    }
  }
}
