import TextEditing
import Tracing

/// An editable line of text, like UIKit's `UITextField`, driven by the user-input verbs of
/// `UIKeyInput` (``insertText(_:)``, ``deleteBackward()``) and by whole-text replacement (a
/// paste or a clear, ``replaceText(with:)``).
///
/// UIKit's rule holds: each user edit sends exactly one ``ControlEvent/editingChanged`` event to
/// the field's targets, and setting ``text`` from code sends none, which is what keeps a binding
/// that writes to the field from looping. The insertion point is always at the end of the text.
///
/// While the field delivers an editing-changed event, it publishes the edit as
/// ``TextEdit/current``, so that a model computing over the text can reuse what the edit left
/// unchanged.
@MainActor
public final class TextField: View {
  private var storage = ""
  private var stamp = TextStamps.next()
  private var actions: [TargetAction] = []

  /// The text in the field.
  ///
  /// Setting it from code sends no event. Reading it never gives `nil`.
  public var text: String? {
    get { storage }
    set {
      storage = newValue ?? ""
      stamp = TextStamps.next()
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
        [weak target] field in
        guard let target else { return }
        action(target)(field)
      })
  }

  /// Registers `handler` to be called for `event`.
  ///
  /// The field retains the closure, so capture its owners weakly.
  ///
  /// - Parameters:
  ///   - event: The event that triggers the call.
  ///   - handler: The closure to call, given the field.
  public func addAction(
    for event: ControlEvent, _ handler: @escaping @MainActor (TextField) -> Void
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
      let unchanged = storage.utf8.count
      storage.append(text)
      userDidEdit(unchangedPrefixUTF8Count: unchanged)
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
      storage.removeLast()
      userDidEdit(unchangedPrefixUTF8Count: storage.utf8.count)
    }
  }

  /// Replaces the whole text with `text`, as one user edit: a paste over everything, or a clear
  /// when `text` is empty.
  ///
  /// - Parameter text: The new text.
  public func replaceText(with text: String) {
    Trace.call(role: role, "replaceText", argument: Trace.describe(text), kind: .userInput) {
      storage = text
      userDidEdit(unchangedPrefixUTF8Count: 0)
    }
  }

  /// Sends `event` to every registered target, in registration order.
  ///
  /// - Parameter event: The event to send.
  public func sendActions(for event: ControlEvent) {
    for action in actions where action.event == event {
      Trace.call(role: action.receiver.name, "editingChanged") { action.perform(self) }
    }
  }

  /// The field's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "TextField" }

  private func userDidEdit(unchangedPrefixUTF8Count: Int) {
    textChangeCount &+= 1
    let previousStamp = stamp
    stamp = TextStamps.next()
    let edit = TextEdit(
      text: storage, previousStamp: previousStamp, stamp: stamp,
      unchangedPrefixUTF8Count: unchangedPrefixUTF8Count)
    TextEdit.reporting(edit) {
      sendActions(for: .editingChanged)
    }
  }
}

/// One registration of ``TextField/addTarget(_:action:for:)`` or
/// ``TextField/addAction(for:_:)``.
private struct TargetAction {
  let event: ControlEvent
  /// The name of the role that receives the event, for traces.
  let receiver: TraceRole
  let perform: @MainActor (TextField) -> Void
}
