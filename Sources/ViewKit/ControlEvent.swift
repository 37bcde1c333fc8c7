/// The events a control reports to its targets, named as in UIKit's `UIControl.Event`.
public enum ControlEvent: Hashable, Sendable {
  /// The user changed the text of a text field.
  case editingChanged
}
