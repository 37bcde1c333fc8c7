import Diagnostics

/// One user edit of a text field, as a value: the range of the old text that was replaced and
/// the text that replaced it.
///
/// It is the same description UIKit gives a text field's delegate in
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, with one difference: offsets count
/// UTF-8 code units, the unit Swift strings store, where UIKit's `NSRange` counts UTF-16 units.
///
/// Typing `"3"` at the end of `"1,2"` is `TextEdit(range: 3..<3, replacementString: "3")`;
/// deleting the last character of `"1,2"` is `TextEdit(range: 2..<3, replacementString: "")`;
/// pasting `"9"` over everything is `TextEdit(range: 0..<3, replacementString: "9")`.
public struct TextEdit: Equatable, Sendable, CustomStringConvertible {
  /// The replaced part of the text before the edit, in UTF-8 offsets.
  public var range: Range<Int>

  /// The text that replaced ``range``.
  public var replacementString: String

  /// Creates the description of an edit.
  ///
  /// - Parameters:
  ///   - range: The replaced part of the text before the edit, in UTF-8 offsets.
  ///   - replacementString: The text that replaced it.
  public init(range: Range<Int>, replacementString: String) {
    self.range = range
    self.replacementString = replacementString
  }

  /// The edit that replaces the whole of `text` with `replacementString`.
  ///
  /// - Parameters:
  ///   - text: The text before the edit.
  ///   - replacementString: The text after it.
  /// - Returns: The edit.
  public static func replacingAll(
    of text: String, with replacementString: String
  ) -> TextEdit {
    TextEdit(range: 0..<text.utf8.count, replacementString: replacementString)
  }

  /// How many UTF-8 code units the text has after the edit, given how many it had before, or
  /// `nil` when the range does not fit a text of that length.
  ///
  /// - Parameter previousCount: The UTF-8 length of the text before the edit.
  /// - Returns: The UTF-8 length of the text after it.
  @inlinable
  public func resultingCount(fromCount previousCount: Int) -> Int? {
    guard range.lowerBound >= 0, range.upperBound <= previousCount else { return nil }
    return previousCount - range.count + replacementString.utf8.count
  }

  /// Applies the edit to `text`.
  ///
  /// The edit is applied only when it fits: its range lies inside `text` and both of its ends
  /// fall on Unicode scalar boundaries. Otherwise `text` is left alone.
  ///
  /// - Parameter text: The text to edit.
  /// - Returns: Whether the edit was applied.
  /// - Complexity: O(*m*) for an edit at the end of the text, where *m* is the length of the
  ///   replacement; O(*n*) in the length of the text otherwise.
  @discardableResult
  public func apply(to text: inout String) -> Bool {
    let count = text.utf8.count
    guard range.lowerBound >= 0, range.upperBound <= count else { return false }
    // No view of `text` is alive while it is edited: one would share its storage and make the
    // edit copy it.
    if range.isEmpty && range.lowerBound == count {
      // Typing at the end: a whole string after a whole string always fits.
      text.append(replacementString)
      return true
    }
    guard let (lower, upper) = Self.scalarAlignedIndices(of: range, in: text) else {
      return false
    }
    text.replaceSubrange(lower..<upper, with: replacementString)
    return true
  }

  /// The indices of `range`'s ends in `text`, which must lie inside it, when both fall on scalar
  /// boundaries: at either end of the text, or at a byte that does not continue a scalar.
  private static func scalarAlignedIndices(
    of range: Range<Int>, in text: String
  ) -> (String.Index, String.Index)? {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(lower, offsetBy: range.count)
    func startsAScalar(_ index: String.Index) -> Bool {
      index == utf8.endIndex || utf8[index] & 0xC0 != 0x80
    }
    guard startsAScalar(lower), startsAScalar(upper) else { return nil }
    return (lower, upper)
  }

  /// Applies the edit to `text` if that gives `expected`, as far as checks that cost no more
  /// than the replacement's length can tell; otherwise makes `text` equal to `expected`.
  ///
  /// The checks: the edit fits `text` (see ``apply(to:)``), the lengths add up to `expected`'s,
  /// and the replacement is in `expected` where the range starts. A role that keeps its own copy
  /// of a field's text follows each edit with it, in place, rather than keeping the field's
  /// string, which would make the field copy its whole text on the next keystroke.
  ///
  /// - Parameters:
  ///   - text: The copy to bring up to date.
  ///   - expected: The field's text after the edit.
  /// - Returns: Whether the edit was applied; `false` when `text` was replaced with `expected`.
  /// - Complexity: O(*m*) for an edit at the end, where *m* is the length of the replacement.
  @discardableResult
  public func apply(to text: inout String, expecting expected: String) -> Bool {
    guard resultingCount(fromCount: text.utf8.count) == expected.utf8.count,
      Self.contains(replacementString, in: expected, at: range.lowerBound),
      apply(to: &text)
    else {
      text = expected
      return false
    }
    return true
  }

  /// Whether the UTF-8 of `text` holds `part` at `offset`, comparing only `part`'s bytes.
  private static func contains(_ part: String, in text: String, at offset: Int) -> Bool {
    let utf8 = text.utf8
    guard offset >= 0, offset <= utf8.count - part.utf8.count else { return false }
    // `index(_:offsetBy:)` is O(1) on native strings, where `dropFirst(_:)` would walk.
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    return utf8[start...].starts(with: part.utf8)
  }

  /// The edit as `[lower..<upper] → "replacement"`, the replacement quoted as a scenario
  /// literal and cut after ``Quoting/traceLimit`` characters.
  ///
  /// - Complexity: O(1) in the length of the replacement.
  public var description: String {
    "[\(range.lowerBound)..<\(range.upperBound)] → "
      + Quoting.literal(replacementString, limit: Quoting.traceLimit)
  }
}

/// A field's text after an edit, with the edit that made it: what a stream of a field's changes
/// carries.
public struct EditedText: Equatable, Sendable, CustomStringConvertible {
  /// The text after the edit.
  public var text: String

  /// How the previous text became ``text``.
  public var edit: TextEdit

  /// Creates the value.
  ///
  /// - Parameters:
  ///   - text: The text after the edit.
  ///   - edit: How the previous text became `text`.
  public init(text: String, edit: TextEdit) {
    self.text = text
    self.edit = edit
  }

  /// The text, quoted as a scenario literal and cut after ``Quoting/traceLimit`` characters,
  /// and its edit: `"1,23" after [3..<3] → "3"`.
  ///
  /// - Complexity: O(1) in the length of the text.
  public var description: String {
    Quoting.literal(text, limit: Quoting.traceLimit) + " after \(edit)"
  }
}
