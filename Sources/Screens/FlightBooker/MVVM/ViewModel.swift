public import Binding
import FlightBooking
import Tracing

/// What the view controller tells the view model: the user's actions, as plain values.
@MainActor
public protocol ViewModelInputs: AnyObject {
  /// The user selected segment `segment` of the flight's kind (0 one way, 1 return).
  func didSelectFlightType(_ segment: Int)

  /// The user changed the start date; `text` is the field's text.
  func didChangeStartDate(_ text: String)

  /// The user changed the return date; `text` is the field's text.
  func didChangeReturnDate(_ text: String)

  /// The user tapped the book button.
  func didTapBook()
}

/// What the view model shows: one observable per thing the view displays.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// Whether the return date's field is enabled.
  var isReturnDateEnabled: Observable<Bool> { get }

  /// Whether the book button is enabled.
  var isBookEnabled: Observable<Bool> { get }

  /// The confirmation label's text.
  var message: Observable<String> { get }
}

/// The view model of MVVM: keeps the booking (`FlightBooking`) and publishes what the view shows
/// as ``Observable`` values the view controller binds to; it knows no kit type.
@MainActor
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// Whether the return date's field is enabled.
  public let isReturnDateEnabled = Observable(false)

  /// Whether the book button is enabled.
  public let isBookEnabled = Observable(true)

  /// The confirmation label's text.
  public let message = Observable("")

  private var booking = FlightBooking()

  /// Creates the view model in the booking's first state.
  public init() {}

  /// The inputs, for the view controller to send to.
  public var inputs: any ViewModelInputs { self }

  /// The outputs, for the view controller to bind.
  public var outputs: any ViewModelOutputs { self }

  /// Records the flight's kind.
  public func didSelectFlightType(_ segment: Int) {
    @Received(by: self, segment) var message = #function
    booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    publishControls()
  }

  /// Records the start date.
  public func didChangeStartDate(_ text: String) {
    @Received(by: self, text) var message = #function
    booking.startDate = text
    publishControls()
  }

  /// Records the return date.
  public func didChangeReturnDate(_ text: String) {
    @Received(by: self, text) var message = #function
    booking.returnDate = text
    publishControls()
  }

  /// Publishes the confirmation of a booking the model allows.
  public func didTapBook() {
    @Received(by: self) var received = #function
    guard let confirmation = booking.confirmation else { return }
    message.value = confirmation
  }

  private func publishControls() {
    isReturnDateEnabled.value = booking.isReturnDateEnabled
    isBookEnabled.value = booking.canBook
  }
}
