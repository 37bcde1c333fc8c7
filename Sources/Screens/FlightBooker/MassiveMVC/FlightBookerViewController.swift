import FlightBookerUI
import FlightBooking
import Tracing
public import ViewKit

/// The Massive View Controller, with no view and no model of its own.
///
/// It makes the widgets, reads the dates from the fields, decides what is enabled and writes the
/// confirmation itself; only reading a date (`FlightDate`) is left to the shared model.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let flightTypeControl = SegmentedControl(items: ["one-way flight", "return flight"])
  private let startDateTextField = TextField()
  private let returnDateTextField = TextField()
  private let bookButton = Button()
  private let messageLabel = Label()

  /// Creates the controller, its view not loaded yet.
  override public init() {
    super.init()
  }

  /// Makes the widgets, in the task's first state, and a plain root view holding them.
  override public func loadView() {
    let root = View()
    flightTypeControl.accessibilityIdentifier = FlightBookerIdentifier.flightTypeControl
    startDateTextField.accessibilityIdentifier = FlightBookerIdentifier.startDateTextField
    returnDateTextField.accessibilityIdentifier = FlightBookerIdentifier.returnDateTextField
    bookButton.accessibilityIdentifier = FlightBookerIdentifier.bookButton
    messageLabel.accessibilityIdentifier = FlightBookerIdentifier.messageLabel
    flightTypeControl.selectedSegmentIndex = 0
    startDateTextField.text = FlightBookerView.initialDate
    returnDateTextField.text = FlightBookerView.initialDate
    returnDateTextField.isEnabled = false
    bookButton.title = "Book"
    messageLabel.text = ""
    for widget: View in [
      flightTypeControl, startDateTextField, returnDateTextField, bookButton, messageLabel,
    ] {
      root.addSubview(widget)
    }
    view = root
  }

  /// Listens to every widget the user acts on.
  override public func viewDidLoad() {
    super.viewDidLoad()
    flightTypeControl.addTarget(
      self, action: FlightBookerViewController.flightTypeChanged, for: .valueChanged)
    startDateTextField.addTarget(
      self, action: FlightBookerViewController.dateChanged, for: .editingChanged)
    returnDateTextField.addTarget(
      self, action: FlightBookerViewController.dateChanged, for: .editingChanged)
    bookButton.addTarget(self, action: FlightBookerViewController.bookTapped, for: .touchUpInside)
  }

  private var isReturnFlight: Bool { flightTypeControl.selectedSegmentIndex == 1 }

  private func flightTypeChanged(_ control: SegmentedControl) {
    @Received(by: self, control.selectedSegmentIndex) var message = "flightTypeChanged"
    returnDateTextField.isEnabled = isReturnFlight
    updateBookButton()
  }

  private func dateChanged(_ field: TextField) {
    @Received(by: self, field.text ?? "") var message = "dateChanged"
    updateBookButton()
  }

  private func updateBookButton() {
    guard let start = FlightDate(startDateTextField.text ?? "") else {
      bookButton.isEnabled = false
      return
    }
    guard isReturnFlight else {
      bookButton.isEnabled = true
      return
    }
    let back = FlightDate(returnDateTextField.text ?? "")
    bookButton.isEnabled = back.map { !($0 < start) } ?? false
  }

  private func bookTapped(_ button: Button) {
    @Received(by: self) var message = "bookTapped"
    let start = startDateTextField.text ?? ""
    messageLabel.text =
      isReturnFlight
      ? "You have booked a return flight from \(start) to \(returnDateTextField.text ?? "")."
      : "You have booked a one-way flight on \(start)."
  }
}
