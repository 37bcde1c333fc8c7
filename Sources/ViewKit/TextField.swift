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
/// Each event carries the user's edit as a ``TextEdit`` value (the replaced range and the
/// replacement text, as UIKit tells a field's delegate in
/// `textField(_:shouldChangeCharactersIn:replacementString:)`), for the targets that take it, the
/// way a UIKit action method may take the sender and the `UIEvent`.
@MainActor
public final class TextField: View {
  private var storage = ""
  private var actions: [TargetAction] = []

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
  public private(set) var textChangeCount = 0

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
  /// Inserting an empty string changes nothing and sends no event.
  ///
  /// - Parameter text: The text to insert.
  /// - Complexity: Amortized O(*m*) in the length of `text`.
  public func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    Trace.call(role: role, "insertText", argument: Trace.describe(text), kind: .userInput) {
      let end = storage.utf8.count
      storage.append(text)
      userDidEdit(TextEdit(range: end..<end, replacementString: text))
    }
  }

  /// Deletes the last character (one Swift `Character`), as one user edit.
  ///
  /// On an empty field it does nothing and sends no event, as UIKit does.
  ///
  /// - Complexity: O(*m*) in the length of the last character.
  public func deleteBackward() {
    Trace.call(role: role, "deleteBackward", kind: .userInput) {
      guard !storage.isEmpty else { return }
      let end = storage.utf8.count
      storage.removeLast()
      userDidEdit(TextEdit(range: storage.utf8.count..<end, replacementString: ""))
    }
  }

  /// Replaces the whole text with `text`, as one user edit: a paste over everything, or a clear
  /// when `text` is empty.
  ///
  /// - Parameter text: The new text.
  public func replaceText(with text: String) {
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
