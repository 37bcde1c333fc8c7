import FlightBookerCleanSwift
import Testing

/// Records what the presenter displays.
@MainActor
private final class DisplaySpy: FlightBookerDisplayLogic {
  private(set) var shown: [String] = []

  func displayAvailability(viewModel: EditBooking.ViewModel) {
    shown.append("return \(viewModel.isReturnDateEnabled), book \(viewModel.isBookEnabled)")
  }

  func displayBooking(viewModel: BookFlight.ViewModel) { shown.append(viewModel.message) }
}

/// The presenter words each response as the view shows it.
@MainActor
struct PresenterTests {
  @Test func wordsEachBookingWithTheDatesAsTyped() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    presenter.presentBooking(
      response: BookFlight.Response(isReturn: false, startDate: "1", returnDate: "2"))
    presenter.presentBooking(
      response: BookFlight.Response(
        isReturn: true, startDate: "27.03.2014", returnDate: "30.03.2014"))
    presenter.presentAvailability(
      response: EditBooking.Response(asksReturnDate: false, canBook: true))
    #expect(
      display.shown == [
        "You have booked a one-way flight on 1.",
        "You have booked a return flight from 27.03.2014 to 30.03.2014.",
        "return false, book true",
      ])
  }
}
