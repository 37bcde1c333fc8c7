/// Reads scenario files: scripts of edits and checks for the calculator screen.
///
/// A scenario file is UTF-8 text with one directive per line:
///
/// ```
/// # Sums pieces split at any of the token's characters.
/// type token ",;"            # one keystroke per Character, one event each
/// type input "1,2;3"
/// expect result "6"
/// set input "10,x,20"        # the whole text in one edit: one event (a paste)
/// delete input 3             # backspace 3 times (default 1)
/// clear token                # empty the field in one edit
/// expect input "10,x"
/// tap clearButton            # tap the button with this accessibility identifier: one event
/// expect pieceCountLabel "1" # any label, field or button, by accessibility identifier
/// relaunch                   # release the screen, build a fresh one over the same storage
/// type input "5," * 1000     # a string literal repeated 1000 times
/// ```
///
/// - The directives are `type FIELD TEXT`, `set FIELD TEXT`, `delete FIELD [COUNT]`,
///   `clear FIELD`, `tap IDENTIFIER`, `tap row N of IDENTIFIER`, `delete row N of IDENTIFIER`,
///   `back`, `relaunch`, `expect TARGET TEXT`, `expect IDENTIFIER rows [TEXT, …]`,
///   `never TARGET TEXT` and `wait DURATION`; see ``Directive``. The fields are `token`,
///   `input` and any text field's accessibility identifier; `expect` also takes `result`, the
///   result label, `screen`, the top screen's navigation title, and any widget's accessibility
///   identifier. Keywords are lower-case.
/// - Text is a double-quoted string literal on one line, with the escapes `\\`, `\"`, `\n`,
///   `\r`, `\t`, `\0` and `\u{…}` (1 to 8 hex digits naming a Unicode scalar). Control
///   characters other than the tab must be escaped. A literal may be repeated: `"…" * N`.
/// - Blanks are spaces and tabs. Blank lines are ignored; `#` outside a string literal starts a
///   comment that runs to the end of the line. The comment lines at the top of the file (after
///   any blank lines, up to the first blank line or directive) are the scenario's description.
/// - Lines end with LF or CR LF; a UTF-8 byte order mark at the start is skipped.
/// - Counts and sizes are bounded by ``ScenarioLimits``.
///
/// The file is read as bytes and Unicode scalars, never as Swift `Character`s, so a combining
/// mark written right after an opening quote belongs to the string. Everything else is an error
/// with a line, a column (counted in Unicode scalars) and a hint; the parser reports every
/// malformed line of a file, not only the first.
public enum ScenarioParser {
  /// Parses the bytes of a scenario file.
  ///
  /// The scenario's name is the file name of `path` without its extension.
  ///
  /// - Parameters:
  ///   - bytes: The contents of the file.
  ///   - path: The file's path, used for the scenario's name and in error positions.
  /// - Returns: The scenario.
  /// - Throws: ``MalformedScenarioError`` holding every error of the file (up to
  ///   ``ScenarioLimits/maximumErrorCount``).
  /// - Complexity: O(*n* + *m*), where *n* is the size of the file and *m* the size of the
  ///   texts after repetition.
  public static func parse(
    _ bytes: [UInt8], path: String
  ) throws(MalformedScenarioError) -> Scenario {
    var budget = ScenarioRunBudget.unlimited
    let result = bytes.withUnsafeBufferPointer {
      ScenarioFileParser.parse($0, path: path, budget: &budget)
    }
    return try result.get()
  }
}
