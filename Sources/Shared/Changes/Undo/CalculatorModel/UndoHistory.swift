public import TextEditing

/// The user's edits of the calculator's two fields, the token and the input, kept so that they
/// can be undone one at a time, the most recent first.
///
/// Every edit the user makes is one step, a typed character as much as a paste or a clear.
/// Undoing is not a step, and there is no redo: an edit recorded after an undo is the newest
/// step. The history keeps a copy of each field's text of its own, so that it knows what an
/// edit of the input replaced, and for each step only what undoing it needs: the token before
/// it, or the edit that turns the input back, whose length is that of the edit, not of the input.
///
/// ```swift
/// var history = UndoHistory()
/// history.recordTokenChange(",")
/// history.recordInputEdit("1,2", edit: TextEdit(range: 0..<0, replacementString: "1,2"))
/// history.undo()  // .input: "" made by [0..<3] → ""
/// history.undo()  // .token("")
/// history.undo()  // nil: nothing left to undo
/// ```
public struct UndoHistory: Sendable {
  /// What undoing a step gives back: the text a field had before it.
  public enum Restoration: Equatable, Sendable {
    /// The token field's text before the undone step.
    case token(String)

    /// The input field's text before the undone step, with the edit that makes it from the
    /// input as it stood, so that a sum can be brought up to date from what the edit changed.
    case input(EditedText)
  }

  /// One recorded step: what undoing it needs.
  private enum Step: Sendable {
    case token(previous: String)
    case input(reverting: TextEdit)
  }

  private var steps: [Step] = []
  private var token: String
  private var input: String

  /// Creates an empty history of fields that hold `token` and `input`.
  ///
  /// - Parameters:
  ///   - token: The token field's text.
  ///   - input: The input field's text.
  public init(token: String = "", input: String = "") {
    self.token = token
    self.input = input
  }

  /// Records that the user changed the token field to `token`.
  ///
  /// - Parameter token: The token field's new text.
  public mutating func recordTokenChange(_ token: String) {
    steps.append(.token(previous: self.token))
    self.token = token
  }

  /// Records that the user's `edit` changed the input field to `input`.
  ///
  /// An edit that does not fit the history's copy of the input is recorded as replacing the
  /// whole of it, so that undoing it still gives back the text before it.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  /// - Complexity: O(*m*) in the lengths of the replaced text and the replacement, for an edit at
  ///   the end of the input.
  public mutating func recordInputEdit(_ input: String, edit: TextEdit) {
    guard let replaced = Self.text(in: edit.range, of: self.input),
      edit.resultingCount(fromCount: self.input.utf8.count) == input.utf8.count
    else {
      steps.append(.input(reverting: TextEdit.replacingAll(of: input, with: self.input)))
      self.input = input
      return
    }
    edit.apply(to: &self.input, expecting: input)
    let start = edit.range.lowerBound
    let inserted = start..<start + edit.replacementString.utf8.count
    steps.append(.input(reverting: TextEdit(range: inserted, replacementString: replaced)))
  }

  /// Undoes the most recent step not yet undone, and forgets it.
  ///
  /// - Returns: The text the field of that step had before it, or `nil` when there is nothing
  ///   left to undo.
  public mutating func undo() -> Restoration? {
    guard let step = steps.popLast() else { return nil }
    switch step {
    case .token(let previous):
      token = previous
      return .token(previous)
    case .input(let reverting):
      reverting.apply(to: &input)
      return .input(EditedText(text: input, edit: reverting))
    }
  }

  /// The part of `text` in the UTF-8 offsets `range`, or `nil` when the range does not fit it.
  private static func text(in range: Range<Int>, of text: String) -> String? {
    let utf8 = text.utf8
    guard range.lowerBound >= 0, range.upperBound <= utf8.count else { return nil }
    // `index(_:offsetBy:)` is O(1) on native strings.
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(lower, offsetBy: range.count)
    return String(decoding: utf8[lower..<upper], as: UTF8.self)
  }
}
