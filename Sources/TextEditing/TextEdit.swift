/// A user's edit of a text field's text, announced while the field reports it.
///
/// A text field publishes the edit in ``current`` for exactly as long as it delivers its
/// editing-changed event. Code that is handed the field's text during that event (a model asked
/// to compute over the input, for example) can then learn, in constant time, how the text relates
/// to the text it saw before: that the two share their first ``unchangedPrefixUTF8Count`` bytes.
/// That is what lets the calculator's engine redo only the end of the input when a user types or
/// deletes at the end, without keeping a copy of the text (which would force the field to copy
/// its text on the next keystroke).
///
/// Every state of every field's text has a unique ``Stamp``; an edit names the stamp of the text
/// before it and of the text after it, so a cache keyed by a stamp can never be mistaken for
/// another text, even if some other code changed the field in between.
public struct TextEdit: Sendable {
  /// A unique name for one state of one field's text.
  public typealias Stamp = UInt64

  /// The text after the edit.
  public let text: String

  /// The stamp of the field's text before the edit.
  public let previousStamp: Stamp

  /// The stamp of ``text``.
  public let stamp: Stamp

  /// How many leading UTF-8 bytes the text before the edit and ``text`` have in common.
  ///
  /// Typing at the end keeps the whole previous text; deleting at the end keeps all of the new
  /// text; replacing the whole text keeps nothing.
  public let unchangedPrefixUTF8Count: Int

  /// Creates the description of an edit.
  ///
  /// - Parameters:
  ///   - text: The text after the edit.
  ///   - previousStamp: The stamp of the text before the edit.
  ///   - stamp: The stamp of the text after the edit.
  ///   - unchangedPrefixUTF8Count: The number of leading UTF-8 bytes both texts share.
  public init(
    text: String, previousStamp: Stamp, stamp: Stamp, unchangedPrefixUTF8Count: Int
  ) {
    self.text = text
    self.previousStamp = previousStamp
    self.stamp = stamp
    self.unchangedPrefixUTF8Count = unchangedPrefixUTF8Count
  }

  /// The edit being reported right now on this thread, if any.
  public static var current: TextEdit? { CurrentEditSlot.existing?.edit }

  /// Runs `body` with `edit` as ``current`` on this thread, then restores what was current.
  ///
  /// A text field calls this around the delivery of its editing-changed event.
  ///
  /// - Parameters:
  ///   - edit: The edit being reported.
  ///   - body: The code that runs while it is reported.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func reporting<Result>(
    _ edit: TextEdit, _ body: () throws -> Result
  ) rethrows
    -> Result
  {
    let slot = CurrentEditSlot.forThisThread
    let previous = slot.edit
    slot.edit = edit
    defer { slot.edit = previous }
    return try body()
  }
}
