import FlightBookerCleanSwift
import Testing

/// Records the responses the interactor hands on.
@MainActor
private final class PresenterSpy: FlightBookerPresentationLogic {
  private(set) var responses: [String] = []

  func presentAvailability(response: EditBooking.Response) {
    responses.append("return \(response.asksReturnDate), book \(response.canBook)")
  }

  func presentBooking(response: BookFlight.Response) {
    responses.append("\(response.isReturn) \(response.startDate) \(response.returnDate)")
  }
}

/// In Clean Swift each role is tested across one boundary: requests in, responses out.
@MainActor
struct InteractorTests {
  @Test func eachRequestGetsItsResponseAndABookingOnlyWhenAllowed() {
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter)
    interactor.editBooking(request: EditBooking.Request(edit: .flightType(1)))
    interactor.editBooking(request: EditBooking.Request(edit: .returnDate("01.02.2014")))
    interactor.bookFlight(request: BookFlight.Request())
    interactor.editBooking(request: EditBooking.Request(edit: .flightType(0)))
    interactor.bookFlight(request: BookFlight.Request())
    #expect(
      presenter.responses == [
        "return true, book true", "return true, book false", "return false, book true",
        "false 27.03.2014 01.02.2014",
      ])
  }
}
