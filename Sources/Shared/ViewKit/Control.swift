import Tracing

/// A view the user acts on, like UIKit's `UIControl`: the base of ``Button``, ``TextField`` and
/// ``SegmentedControl``, which holds whether the user may act on it.
///
/// A disabled control takes no user input and so sends no events: a tap on a disabled button,
/// a keystroke in a disabled text field or a tap on a segment of a disabled segmented control
/// does nothing. Code may still change it (its text, its selected segment), as in UIKit.
///
/// ```swift
/// bookButton.isEnabled = startDate.isValid
/// bookButton.tap()  // sends nothing while the start date is not valid
/// ```
@MainActor
public class Control: View {
  // Shared-layer storage opts out of dynamic exclusivity checks: it is touched on the main actor,
  // one event at a time, and never lent out `inout`.
  @exclusivity(unchecked) private var enabled = true

  /// Whether the user may act on the control; `true` until something sets it.
  ///
  /// Setting it is traced as an assignment, as a label's text is: it is what a screen shows.
  public var isEnabled: Bool {
    get { enabled }
    set {
      Trace.call(
        role: accessibilityIdentifier ?? String(describing: Swift.type(of: self)), "isEnabled",
        argument: newValue ? "true" : "false", kind: .assignment
      ) { enabled = newValue }
    }
  }
}
