public import TextEditing

/// A text field's text and the edits a user makes to it, as values, with no kit: what a role
/// test feeds a presenter, a view model or a reducer.
///
/// Its edits are the ones the kit's `TextField` reports for the same keys: typing appends,
/// deleting removes the last `Character`, pasting and clearing replace everything.
public struct SimulatedField: Sendable {
  /// The field's text.
  public private(set) var text: String

  /// Creates a field holding `text`.
  ///
  /// - Parameter text: The field's first text.
  public init(text: String = "") {
    self.text = text
  }

  /// Types `addition` at the end.
  ///
  /// - Parameter addition: The text typed.
  /// - Returns: The new text and its edit.
  public mutating func type(_ addition: String) -> EditedText {
    let end = text.utf8.count
    text.append(addition)
    return EditedText(text: text, edit: TextEdit(range: end..<end, replacementString: addition))
  }

  /// Deletes the last character; on an empty field, changes nothing.
  ///
  /// - Returns: The new text and its edit.
  public mutating func deleteBackward() -> EditedText {
    let end = text.utf8.count
    if !text.isEmpty { text.removeLast() }
    return EditedText(
      text: text, edit: TextEdit(range: text.utf8.count..<end, replacementString: ""))
  }

  /// Pastes `replacement` over the whole text.
  ///
  /// - Parameter replacement: The new text.
  /// - Returns: The new text and its edit.
  public mutating func paste(_ replacement: String) -> EditedText {
    let edit = TextEdit.replacingAll(of: text, with: replacement)
    text = replacement
    return EditedText(text: text, edit: edit)
  }

  /// Clears the field.
  ///
  /// - Returns: The new text and its edit.
  public mutating func clear() -> EditedText {
    paste("")
  }

  /// Sets the text from code: no user edit, so nothing is reported.
  ///
  /// - Parameter newText: The field's new text.
  public mutating func setFromCode(_ newText: String) {
    text = newText
  }

  /// Sets the text to `newText` and returns an edit that does not describe the change: a
  /// change the caller made up, which a role must answer with the sum of `newText` all the same.
  ///
  /// - Parameters:
  ///   - newText: The field's new text.
  ///   - madeUpEdit: The edit reported with it.
  /// - Returns: The new text and the made-up edit.
  public mutating func madeUp(_ newText: String, reporting madeUpEdit: TextEdit) -> EditedText {
    text = newText
    return EditedText(text: text, edit: madeUpEdit)
  }
}
