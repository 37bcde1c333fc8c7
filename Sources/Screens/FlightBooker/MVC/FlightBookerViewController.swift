public import FlightBookerUI
import FlightBooking
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model, writes each user action into the
/// model, then updates the view from what the model says.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private var booking = FlightBooking()

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate; the view starts as the model does.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
  }

  /// Shows the model's enabled states.
  private func updateControls() {
    bookerView.setReturnDateEnabled(booking.isReturnDateEnabled)
    bookerView.setBookEnabled(booking.canBook)
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Records the flight's kind and enables what it allows.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    updateControls()
  }

  /// Records the start date and enables what it allows.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    booking.startDate = text
    updateControls()
  }

  /// Records the return date and enables what it allows.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    booking.returnDate = text
    updateControls()
  }

  /// Shows the booking's confirmation.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    guard let confirmation = booking.confirmation else { return }
    bookerView.setMessage(confirmation)
  }
}
