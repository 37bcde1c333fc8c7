import Tracing

/// A control the user taps, like UIKit's `UIButton`: it shows a title and, when tapped, sends
/// ``ControlEvent/touchUpInside`` to its targets.
///
/// ```swift
/// clearButton.addTarget(self, action: CalculatorView.didTapClear, for: .touchUpInside)
/// clearButton.sendActions(for: .touchUpInside)  // what a tap does
/// ```
///
/// A disabled button (``Control/isEnabled`` `false`) takes no tap.
@MainActor
public final class Button: Control {
  @exclusivity(unchecked) private var actions = ControlActions<Button>()

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
    actions.add(target, action: action, for: event)
  }

  /// Registers `handler` to be called for `event`.
  ///
  /// The button retains the closure, so capture its owners weakly.
  ///
  /// - Parameters:
  ///   - event: The event that triggers the call.
  ///   - handler: The closure to call, given the button.
  public func addAction(for event: ControlEvent, _ handler: @escaping @MainActor (Button) -> Void) {
    actions.add(for: event, handler)
  }

  /// Taps the button, as the user does: one ``ControlEvent/touchUpInside`` event, or nothing at
  /// all when the button is disabled.
  public func tap() {
    guard isEnabled else { return }
    Trace.call(role: role, "tap", kind: .userInput) { sendActions(for: .touchUpInside) }
  }

  /// Sends `event` to every registered target, in registration order.
  ///
  /// As in UIKit, code may send events whether or not the button is enabled.
  ///
  /// - Parameter event: The event to send.
  public func sendActions(for event: ControlEvent) {
    actions.send(event, from: self)
  }

  /// The button's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "Button" }
}
