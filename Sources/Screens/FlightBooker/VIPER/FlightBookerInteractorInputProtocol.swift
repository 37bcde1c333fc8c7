/// What the presenter asks of the interactor: the use cases of booking a flight.
@MainActor
public protocol FlightBookerInteractorInputProtocol: AnyObject {
  /// Chooses the flight's kind from its segment (0 one way, 1 return).
  func selectFlightType(_ segment: Int)

  /// Takes the start date as typed.
  func changeStartDate(_ text: String)

  /// Takes the return date as typed.
  func changeReturnDate(_ text: String)

  /// Books the flight, when the booking allows it.
  func book()
}
