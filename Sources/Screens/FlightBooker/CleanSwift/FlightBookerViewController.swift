public import FlightBookerUI
import Tracing
public import ViewKit

/// The view controller of Clean Swift: sends each action to the interactor as a request, and
/// displays the view models the presenter sends back.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private let interactor: any FlightBookerBusinessLogic

  /// Creates the view controller over `interactor`, which it owns, its view not loaded yet.
  ///
  /// - Parameter interactor: Where requests go.
  public init(interactor: any FlightBookerBusinessLogic) {
    self.interactor = interactor
    super.init()
  }

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Requests the flight's kind.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    interactor.editBooking(request: EditBooking.Request(edit: .flightType(segment)))
  }

  /// Requests the start date.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    interactor.editBooking(request: EditBooking.Request(edit: .startDate(text)))
  }

  /// Requests the return date.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    interactor.editBooking(request: EditBooking.Request(edit: .returnDate(text)))
  }

  /// Requests the booking.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    interactor.bookFlight(request: BookFlight.Request())
  }
}

extension FlightBookerViewController: FlightBookerDisplayLogic {
  /// Enables what the booking allows.
  public func displayAvailability(viewModel: EditBooking.ViewModel) {
    @Received(by: self, viewModel.isBookEnabled) var message = #function
    bookerView.setReturnDateEnabled(viewModel.isReturnDateEnabled)
    bookerView.setBookEnabled(viewModel.isBookEnabled)
  }

  /// Shows the confirmation.
  public func displayBooking(viewModel: BookFlight.ViewModel) {
    @Received(by: self, viewModel.message) var message = #function
    bookerView.setMessage(viewModel.message)
  }
}
