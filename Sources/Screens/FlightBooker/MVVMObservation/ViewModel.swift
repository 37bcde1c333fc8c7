import FlightBooking
public import Observation
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

/// What the view model shows, as observable properties.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// Whether the return date's field is enabled.
  var isReturnDateEnabled: Bool { get }

  /// Whether the book button is enabled.
  var isBookEnabled: Bool { get }

  /// The confirmation label's text.
  var message: String { get }
}

/// The view model of MVVM with Swift's Observation: keeps the booking (`FlightBooking`) and
/// exposes what the view shows as `@Observable` properties; it knows no kit type.
@MainActor
@Observable
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// Whether the return date's field is enabled.
  public private(set) var isReturnDateEnabled = false

  /// Whether the book button is enabled.
  public private(set) var isBookEnabled = true

  /// The confirmation label's text.
  public private(set) var message = ""

  @ObservationIgnored private var booking = FlightBooking()

  /// Creates the view model in the booking's first state.
  public init() {}

  /// The inputs, for the view controller to send to.
  public var inputs: any ViewModelInputs { self }

  /// The outputs, for the view controller to read.
  public var outputs: any ViewModelOutputs { self }

  /// Records the flight's kind.
  public func didSelectFlightType(_ segment: Int) {
    @Received(by: self, segment) var received = #function
    booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    publishControls()
  }

  /// Records the start date.
  public func didChangeStartDate(_ text: String) {
    @Received(by: self, text) var received = #function
    booking.startDate = text
    publishControls()
  }

  /// Records the return date.
  public func didChangeReturnDate(_ text: String) {
    @Received(by: self, text) var received = #function
    booking.returnDate = text
    publishControls()
  }

  /// Shows the confirmation of a booking the model allows.
  public func didTapBook() {
    @Received(by: self) var received = #function
    guard let confirmation = booking.confirmation else { return }
    message = confirmation
  }

  private func publishControls() {
    if isReturnDateEnabled != booking.isReturnDateEnabled {
      isReturnDateEnabled = booking.isReturnDateEnabled
    }
    if isBookEnabled != booking.canBook { isBookEnabled = booking.canBook }
  }
}
