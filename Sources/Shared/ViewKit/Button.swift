import Tracing

/// A control the user taps, like UIKit's `UIButton`: it shows a title and, when tapped, sends
/// ``ControlEvent/touchUpInside`` to its targets.
///
/// ```swift
/// clearButton.addTarget(self, action: CalculatorView.didTapClear, for: .touchUpInside)
/// clearButton.sendActions(for: .touchUpInside)  // what a tap does
/// ```
@MainActor
public final class Button: View {
  @exclusivity(unchecked) private var actions: [ButtonAction] = []

  /// The text the button shows; `nil` until something sets it.
  public var title: String?

  /// Registers `action` of `target` to be called for `event`, holding `target` weakly, as UIKit
  /// does.
  ///
  /// - Parameters:
  ///   - target: The object whose method to call; it is not retained.
  ///   - action: The method to call, given the target, then the button.
  ///   - event: The event that triggers the call.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Button) -> Void,
    for event: ControlEvent
  ) {
    actions.append(
      ButtonAction(event: event, receiver: TraceRole(Target.self)) { [weak target] button in
        guard let target else { return }
        action(target)(button)
      })
  }

  /// Registers `handler` to be called for `event`.
  ///
  /// The button retains the closure, so capture its owners weakly.
  ///
  /// - Parameters:
  ///   - event: The event that triggers the call.
  ///   - handler: The closure to call, given the button.
  public func addAction(for event: ControlEvent, _ handler: @escaping @MainActor (Button) -> Void) {
    actions.append(ButtonAction(event: event, receiver: TraceRole("action"), perform: handler))
  }

  /// Taps the button, as the user does: one ``ControlEvent/touchUpInside`` event.
  public func tap() {
    Trace.call(role: role, "tap", kind: .userInput) { sendActions(for: .touchUpInside) }
  }

  /// Sends `event` to every registered target, in registration order.
  ///
  /// - Parameter event: The event to send.
  public func sendActions(for event: ControlEvent) {
    for action in actions where action.event == event {
      Trace.call(role: action.receiver.name, event.name) { action.perform(self) }
    }
  }

  /// The button's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "Button" }
}

/// One registration of ``Button/addTarget(_:action:for:)`` or ``Button/addAction(for:_:)``.
private struct ButtonAction {
  let event: ControlEvent
  /// The name of the role that receives the event, for traces.
  let receiver: TraceRole
  let perform: @MainActor (Button) -> Void
}
