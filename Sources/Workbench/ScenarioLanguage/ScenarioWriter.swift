import Diagnostics

/// Writes directives back as the text of a scenario file, which ``ScenarioParser`` reads as the
/// same directives.
///
/// ```swift
/// ScenarioWriter.text(of: [.type(.input, "1,2")], comment: ["Sums."])
/// // "# Sums.\ntype input \"1,2\"\n"
/// ```
public enum ScenarioWriter {
  /// The text of a scenario file: `comment` as its leading comment, then one line a directive.
  ///
  /// - Parameters:
  ///   - directives: The directives, in order.
  ///   - comment: The lines of the leading comment (its description), without `#`.
  /// - Returns: The file's text, ending with a newline.
  public static func text(of directives: [Directive], comment: [String] = []) -> String {
    var lines = comment.map { "# " + commentSafe($0) }
    lines += directives.map(line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One directive as a line of a scenario file.
  ///
  /// - Parameter directive: The directive.
  /// - Returns: Its line, without a newline.
  public static func line(_ directive: Directive) -> String {
    switch directive {
    case .type(let field, let text): "type \(field.name) \(literal(text))"
    case .set(let field, let text): "set \(field.name) \(literal(text))"
    case .delete(let field, let count):
      count == 1 ? "delete \(field.name)" : "delete \(field.name) \(count)"
    case .clear(let field): "clear \(field.name)"
    case .tap(let identifier): "tap \(identifier)"
    case .select(let identifier, let title): "select \(identifier) \(literal(title))"
    case .tapRow(let row, let identifier): "tap row \(row) of \(identifier)"
    case .deleteRow(let row, let identifier): "delete row \(row) of \(identifier)"
    case .back: "back"
    case .expectRows(let identifier, let rows):
      "expect \(identifier) rows " + rowList(rows)
    case .relaunch: "relaunch"
    case .expect(.result, let text): "expect result \(literal(text))"
    case .expect(.screen, let text): "expect screen \(literal(text))"
    case .never(.screen, let text): "never screen \(literal(text))"
    // The parser makes `.expectRows` of this line, never `.expect(.rows …)`: written in kind, it
    // reads back as the directive that means the same.
    case .expect(.rows(let identifier), let list): "expect \(identifier) rows \(list)"
    case .never(.rows(let identifier), let list): "never \(identifier) rows \(list)"
    case .expect(.widget(let identifier), let text): "expect \(identifier) \(literal(text))"
    case .expect(.field(let field), let text): "expect \(field.name) \(literal(text))"
    case .never(.result, let text): "never result \(literal(text))"
    case .never(.widget(let identifier), let text): "never \(identifier) \(literal(text))"
    case .never(.field(let field), let text): "never \(field.name) \(literal(text))"
    // `enabled` and `disabled` are words, not literals.
    case .expect(.enabledState(let identifier), let state): "expect \(identifier) \(state)"
    case .never(.enabledState(let identifier), let state): "never \(identifier) \(state)"
    case .wait(let duration): "wait " + DurationText.text(of: duration)
    }
  }

  /// `text` as a string literal of the scenario language, in full: `Quoting.literal` without a
  /// limit, whose escapes the parser reads back as the same scalars.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The literal.
  public static func literal(_ text: String) -> String {
    Quoting.literal(text, limit: .max)
  }

  /// Rows' texts as the row list of `expect IDENTIFIER rows […]`: `["a", "b"]`, or `[]`.
  ///
  /// - Parameter rows: The rows' texts, top to bottom.
  /// - Returns: The list, each text a full literal.
  public static func rowList(_ rows: [String]) -> String {
    "[" + rows.map(literal).joined(separator: ", ") + "]"
  }

  private static func commentSafe(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }
}
