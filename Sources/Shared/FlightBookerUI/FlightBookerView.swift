import Tracing
public import ViewKit

/// 7GUIs' flight booker: the flight's kind, a start date, a return date, a book button and a
/// confirmation label, as the task starts: one way, both dates 27.03.2014, the return date
/// disabled, the button enabled and the label empty.
///
/// The view reports the user's actions to its ``delegate`` and shows what it is told through its
/// setters, which set widgets from code and so send no event. It knows no rule of booking, which
/// is why every architecture can share it.
@MainActor
public final class FlightBookerView: View {
  /// The date both fields show when the screen loads.
  public static let initialDate = "27.03.2014"

  /// Receives the user's actions; held weakly, as UIKit delegates are.
  public weak var delegate: (any FlightBookerViewDelegate)?

  private let flightTypeControl = SegmentedControl(items: ["one-way flight", "return flight"])
  private let startDateTextField = TextField()
  private let returnDateTextField = TextField()
  private let bookButton = Button()
  private let messageLabel = Label()

  /// Creates the view in the task's first state.
  override public init() {
    super.init()
    flightTypeControl.accessibilityIdentifier = FlightBookerIdentifier.flightTypeControl
    startDateTextField.accessibilityIdentifier = FlightBookerIdentifier.startDateTextField
    returnDateTextField.accessibilityIdentifier = FlightBookerIdentifier.returnDateTextField
    bookButton.accessibilityIdentifier = FlightBookerIdentifier.bookButton
    messageLabel.accessibilityIdentifier = FlightBookerIdentifier.messageLabel
    flightTypeControl.selectedSegmentIndex = 0
    startDateTextField.text = Self.initialDate
    returnDateTextField.text = Self.initialDate
    returnDateTextField.isEnabled = false
    bookButton.title = "Book"
    messageLabel.text = ""
    flightTypeControl.addTarget(self, action: FlightBookerView.didSelect, for: .valueChanged)
    startDateTextField.addTarget(
      self, action: FlightBookerView.didChangeStart, for: .editingChanged)
    returnDateTextField.addTarget(
      self, action: FlightBookerView.didChangeReturn, for: .editingChanged)
    bookButton.addTarget(self, action: FlightBookerView.didTap, for: .touchUpInside)
    for subview: View in [
      flightTypeControl, startDateTextField, returnDateTextField, bookButton, messageLabel,
    ] {
      addSubview(subview)
    }
  }

  /// Enables or disables the return date's field.
  ///
  /// - Parameter enabled: Whether it takes edits.
  public func setReturnDateEnabled(_ enabled: Bool) {
    Trace.call(self, "setReturnDateEnabled", enabled) {
      $0.returnDateTextField.isEnabled = enabled
    }
  }

  /// Enables or disables the book button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  public func setBookEnabled(_ enabled: Bool) {
    Trace.call(self, "setBookEnabled", enabled) { $0.bookButton.isEnabled = enabled }
  }

  /// Shows `message` in the confirmation label.
  ///
  /// - Parameter message: The text to show.
  public func setMessage(_ message: String) {
    Trace.call(self, "setMessage", message) { $0.messageLabel.text = message }
  }

  private func didSelect(_ control: SegmentedControl) {
    delegate?.didSelectFlightType(self, segment: control.selectedSegmentIndex)
  }

  private func didChangeStart(_ field: TextField) {
    delegate?.didChangeStartDate(self, text: field.text ?? "")
  }

  private func didChangeReturn(_ field: TextField) {
    delegate?.didChangeReturnDate(self, text: field.text ?? "")
  }

  private func didTap(_ button: Button) {
    delegate?.didTapBook(self)
  }
}
