public import FlightBookerUI
import FlightBooking
import Tracing
public import ViewKit

/// The view controller of the store: sends the view's actions to the store as ``Action``s and
/// renders each ``State`` whole.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private let store: Store

  /// Creates the view controller over `store`, which it owns, its view not loaded yet.
  ///
  /// - Parameter store: The store to send actions to.
  public init(store: Store) {
    self.store = store
    super.init()
  }

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate and renders every state of the store.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
    store.subscribe(with: self) { owner, state in
      @Received(by: owner, state) var message = "render"
      owner.bookerView.setReturnDateEnabled(state.booking.isReturnDateEnabled)
      owner.bookerView.setBookEnabled(state.booking.canBook)
      owner.bookerView.setMessage(state.message)
    }
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Sends the selected segment.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    store.send(.flightTypeSelected(segment))
  }

  /// Sends the start date's edit.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    store.send(.startDateChanged(text))
  }

  /// Sends the return date's edit.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    store.send(.returnDateChanged(text))
  }

  /// Sends the tap.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    store.send(.bookTapped)
  }
}
