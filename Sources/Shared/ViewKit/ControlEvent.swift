/// The events a control reports to its targets, named as in UIKit's `UIControl.Event`.
public enum ControlEvent: Hashable, Sendable {
  /// The user changed the text of a text field.
  case editingChanged

  /// The user tapped a button and lifted the finger inside it.
  case touchUpInside

  /// The user changed a control's value: selected another segment of a segmented control.
  case valueChanged

  /// The event's name in traces, as UIKit spells it.
  public var name: String {
    switch self {
    case .editingChanged: "editingChanged"
    case .touchUpInside: "touchUpInside"
    case .valueChanged: "valueChanged"
    }
  }
}
