/// One text edit of a mutation schema: a range of a file's Unicode scalars replaced with text.
///
/// Wrappers are written as two insertions (empty ranges), an opening and a closing one, so that
/// several mutants may wrap the same code; ``nesting`` says which wrapper is outside which.
public struct SchemaEdit: Sendable, Equatable {
  /// The scalars replaced; empty for an insertion.
  public var range: Range<Int>
  /// The text written in their place, never holding a line break, so every line keeps its
  /// number.
  public var text: String
  /// How deep the wrapper this insertion belongs to sits: 0 outermost.
  public var nesting: Int
  /// Whether this insertion opens its wrapper (else it closes it, or is a replacement).
  public var isOpening: Bool

  /// Creates an edit.
  ///
  /// - Parameters:
  ///   - range: The scalars replaced; empty to insert.
  ///   - text: The new text, without line breaks.
  ///   - nesting: How deep its wrapper sits (default: 0).
  ///   - isOpening: Whether it opens a wrapper (default: `false`).
  public init(range: Range<Int>, text: String, nesting: Int = 0, isOpening: Bool = false) {
    self.range = range
    self.text = text
    self.nesting = nesting
    self.isOpening = isOpening
  }

  /// Applies `edits` to `source`, from the end backwards, so that each range still means what
  /// it meant in the original.
  ///
  /// At one position a replacement goes first; then the closing insertions, outer ones first,
  /// and the opening ones, inner ones first, so wrappers nest around the code they share.
  ///
  /// - Parameters:
  ///   - edits: Edits whose replaced ranges do not overlap.
  ///   - source: The original text.
  /// - Returns: The edited text.
  public static func apply(_ edits: [SchemaEdit], to source: String) -> String {
    var scalars = Array(source.unicodeScalars)
    for edit in edits.sorted(by: appliesBefore) {
      let range =
        min(edit.range.lowerBound, scalars.count)..<min(edit.range.upperBound, scalars.count)
      scalars.replaceSubrange(range, with: Array(edit.text.unicodeScalars))
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// Whether `first` is applied before `second`.
  static func appliesBefore(_ first: SchemaEdit, _ second: SchemaEdit) -> Bool {
    if first.range.lowerBound != second.range.lowerBound {
      return first.range.lowerBound > second.range.lowerBound
    }
    if first.range.isEmpty != second.range.isEmpty { return !first.range.isEmpty }
    if first.isOpening != second.isOpening { return !first.isOpening }
    return first.isOpening ? first.nesting > second.nesting : first.nesting < second.nesting
  }
}
