public import TextEditing
import Tracing

/// An editable line of text, like UIKit's `UITextField`, driven by the user-input verbs of
/// `UIKeyInput` (``insertText(_:)``, ``deleteBackward()``) and by whole-text replacement (a
/// paste or a clear, ``replaceText(with:)``).
///
/// UIKit's rule holds: each user edit sends exactly one ``ControlEvent/editingChanged`` event to
/// the field's targets, and setting ``text`` from code sends none, which is what keeps a binding
/// that writes to the field from looping. The insertion point is always at the end of the text.
///
/// Each event carries the user's edit as a `TextEdit` value (the replaced range and the
/// replacement text, as UIKit tells a field's delegate in
/// `textField(_:shouldChangeCharactersIn:replacementString:)`), for the targets that take it, the
/// way a UIKit action method may take the sender and the `UIEvent`.
///
/// A disabled field (``Control/isEnabled`` `false`) takes no user edit: ``insertText(_:)``,
/// ``deleteBackward()`` and ``replaceText(with:)`` change nothing and send no event, as the user
/// cannot type into a disabled `UITextField`.
@MainActor
public final class TextField: Control {
  // Shared-layer storage opts out of dynamic exclusivity checks: it is touched on the main actor,
  // one event at a time, and never lent out `inout`, so a check guards nothing while costing every
  // architecture the same 80-odd instructions an access. Roles' own properties keep their checks.
  @exclusivity(unchecked) private var storage = ""
  @exclusivity(unchecked) private var actions: [TargetAction] = []

  /// The text in the field.
  ///
  /// Setting it from code sends no event. Reading it never gives `nil`.
  public var text: String? {
    get { storage }
    set {
      storage = newValue ?? ""
      textChangeCount &+= 1
    }
  }

  /// How many times the text has changed, by the user or from code.
  ///
  /// A test that knows how many edits it made can tell from this count, in constant time,
  /// whether something else also wrote to the field.
  @exclusivity(unchecked) public private(set) var textChangeCount = 0

  /// Whether the field holds any text.
  public var hasText: Bool { !storage.isEmpty }

  /// Registers `action` of `target` to be called for `event`, holding `target` weakly, as UIKit
  /// does.
  ///
  /// ```swift
  /// field.addTarget(self, action: CalculatorView.didChangeTokenText, for: .editingChanged)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object whose method to call; it is not retained.
  ///   - action: The method to call, given the target, then the field.
  ///   - event: The event that triggers the call.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (TextField) -> Void,
    for event: ControlEvent
  ) {
    actions.append(
      TargetAction(event: event, receiver: TraceRole(Target.self)) {
        [weak target] field, _ in
        guard let target else { return }
        action(target)(field)
      })
  }

  /// Registers `action` of `target` to be called for `event` with the field and the user's edit,
  /// holding `target` weakly.
  ///
  /// ```swift
  /// field.addTarget(self, action: CalculatorView.didChangeInputText, for: .editingChanged)
  /// // func didChangeInputText(_ field: TextField, edit: TextEdit)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object whose method to call; it is not retained.
  ///   - action: The method to call, given the target, then the field and the edit.
  ///   - event: The event that triggers the call.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping @MainActor (Target) -> @MainActor (TextField, TextEdit) -> Void,
    for event: ControlEvent
  ) {
    actions.append(
      TargetAction(event: event, receiver: TraceRole(Target.self)) {
        [weak target] field, edit in
        guard let target else { return }
        action(target)(field, edit)
      })
  }

  /// Registers `handler` to be called for `event`.
  ///
  /// The field retains the closure, so capture its owners weakly.
  ///
  /// - Parameters:
  ///   - event: The event that triggers the call.
  ///   - handler: The closure to call, given the field and the user's edit.
  public func addAction(
    for event: ControlEvent, _ handler: @escaping @MainActor (TextField, TextEdit) -> Void
  ) {
    actions.append(TargetAction(event: event, receiver: TraceRole("action"), perform: handler))
  }

  /// Types `text` at the end of the field, as one user edit.
  ///
  /// Inserting an empty string, or into a disabled field, changes nothing and sends no event.
  ///
  /// - Parameter text: The text to insert.
  /// - Complexity: Amortized O(*m*) in the length of `text`.
  public func insertText(_ text: String) {
    guard !text.isEmpty, isEnabled else { return }
    Trace.call(role: role, "insertText", argument: Trace.describe(text), kind: .userInput) {
      let end = Self.append(text, to: &storage)
      userDidEdit(TextEdit(range: end..<end, replacementString: text))
    }
  }

  /// Deletes the last character (one Swift `Character`), as one user edit.
  ///
  /// On an empty field it does nothing and sends no event, as UIKit does; nor on a disabled one.
  ///
  /// - Complexity: O(*m*) in the length of the last character.
  public func deleteBackward() {
    guard isEnabled else { return }
    Trace.call(role: role, "deleteBackward", kind: .userInput) {
      let end = storage.utf8.count
      guard end > 0 else { return }
      let start = Self.removeLastCharacter(of: &storage)
      userDidEdit(TextEdit(range: start..<end, replacementString: ""))
    }
  }

  /// Replaces the whole text with `text`, as one user edit: a paste over everything, or a clear
  /// when `text` is empty.
  ///
  /// A disabled field takes none: it changes nothing and sends no event.
  ///
  /// - Parameter text: The new text.
  public func replaceText(with text: String) {
    guard isEnabled else { return }
    Trace.call(role: role, "replaceText", argument: Trace.describe(text), kind: .userInput) {
      let edit = TextEdit.replacingAll(of: storage, with: text)
      storage = text
      userDidEdit(edit)
    }
  }

  /// Sends `event`, caused by `edit`, to every registered target, in registration order.
  ///
  /// - Parameters:
  ///   - event: The event to send.
  ///   - edit: The user's edit that caused it.
  public func sendActions(for event: ControlEvent, edit: TextEdit) {
    for action in actions where action.event == event {
      Trace.call(role: action.receiver.name, "editingChanged") { action.perform(self, edit) }
    }
  }

  /// Appends `addition` to `text` and returns the UTF-8 length `text` had: one access to the
  /// stored text instead of two.
  private static func append(_ addition: String, to text: inout String) -> Int {
    let end = text.utf8.count
    text.append(addition)
    return end
  }

  /// Removes the last `Character` of `text`, which must not be empty, and returns the UTF-8
  /// offset where it started.
  ///
  /// Two ASCII bytes other than CR LF are always two characters, so an ASCII last byte after an
  /// ASCII byte is a character of its own, found without Unicode's segmentation rules. A text
  /// short enough to be stored inline is rebuilt, which costs less than removing from it.
  private static func removeLastCharacter(of text: inout String) -> Int {
    let (start, offset) = lastCharacterStart(of: text)
    // No view of `text` is alive here: one would share its storage and make the removal copy it.
    if offset <= 15 {
      text = String(decoding: text.utf8[..<start], as: UTF8.self)
    } else {
      text.removeSubrange(start...)
    }
    return offset
  }

  /// The index and UTF-8 offset where the last `Character` of `text` starts.
  private static func lastCharacterStart(of text: String) -> (String.Index, Int) {
    let utf8 = text.utf8
    var start = utf8.index(before: utf8.endIndex)
    let byte = utf8[start]
    let isOwnCharacter =
      byte < 0x80 && byte != UInt8(ascii: "\n")
      && (start == utf8.startIndex || utf8[utf8.index(before: start)] < 0x80)
    if !isOwnCharacter {
      start = text.index(before: text.endIndex)
    }
    return (start, utf8.distance(from: utf8.startIndex, to: start))
  }

  /// The field's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "TextField" }

  private func userDidEdit(_ edit: TextEdit) {
    textChangeCount &+= 1
    sendActions(for: .editingChanged, edit: edit)
  }
}

/// One registration of ``TextField/addTarget(_:action:for:)`` or
/// ``TextField/addAction(for:_:)``.
private struct TargetAction {
  let event: ControlEvent
  /// The name of the role that receives the event, for traces.
  let receiver: TraceRole
  let perform: @MainActor (TextField, TextEdit) -> Void
}
