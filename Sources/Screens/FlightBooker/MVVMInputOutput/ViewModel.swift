public import Binding
import FlightBooking
import Tracing

/// The view model of input/output MVVM: one transform from the view's streams (the segment, the
/// two dates, the taps) to what it shows, a scan of every event into the booking
/// (`FlightBooking`) and the confirmation.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's event streams.
  public struct Input {
    /// Each selected segment of the flight's kind (0 one way, 1 return).
    public let flightType: Signal<Int>
    /// Each text of the start date's field.
    public let startDate: Signal<String>
    /// Each text of the return date's field.
    public let returnDate: Signal<String>
    /// Each tap of the book button.
    public let bookTaps: Signal<Void>

    /// Creates the input.
    public init(
      flightType: Signal<Int>, startDate: Signal<String>, returnDate: Signal<String>,
      bookTaps: Signal<Void>
    ) {
      self.flightType = flightType
      self.startDate = startDate
      self.returnDate = returnDate
      self.bookTaps = bookTaps
    }
  }

  /// The streams the view shows, one value each after every event.
  public struct Output {
    /// Whether the return date's field is enabled.
    public let isReturnDateEnabled: Signal<Bool>
    /// Whether the book button is enabled.
    public let isBookEnabled: Signal<Bool>
    /// The confirmation label's text.
    public let message: Signal<String>
  }

  /// One event of the view, as the scan applies it.
  private enum Event {
    case flightType(Int)
    case startDate(String)
    case returnDate(String)
    case book
  }

  /// The state the scan keeps.
  private struct Screen {
    var booking = FlightBooking()
    var message = ""
  }

  /// Creates the view model.
  public init() {}

  /// Describes every output as a function of the inputs.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let events = Signal.merge(
      Signal.merge(input.flightType.map(Event.flightType), input.startDate.map(Event.startDate)),
      Signal.merge(input.returnDate.map(Event.returnDate), input.bookTaps.map { Event.book }))
    let screens = events.scan(into: Screen()) { screen, event in
      switch event {
      case .flightType(let segment):
        screen.booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
      case .startDate(let text): screen.booking.startDate = text
      case .returnDate(let text): screen.booking.returnDate = text
      case .book: screen.message = screen.booking.confirmation ?? screen.message
      }
      return screen
    }
    return Output(
      isReturnDateEnabled: screens.map(\.booking.isReturnDateEnabled),
      isBookEnabled: screens.map(\.booking.canBook), message: screens.map(\.message))
  }
}
