import FlightBookerVIPER
import Testing

/// Records what the interactor reports.
@MainActor
private final class OutputSpy: FlightBookerInteractorOutputProtocol {
  private(set) var reports: [String] = []

  func didUpdateAvailability(returnDate: Bool, booking: Bool) {
    reports.append("return \(returnDate), book \(booking)")
  }

  func didBook(_ confirmation: String) { reports.append(confirmation) }
}

/// In VIPER the interactor is tested through its output protocol: use cases in, results out.
@MainActor
struct InteractorTests {
  @Test func eachUseCaseReportsWhatTheBookingAllowsAndABookingItsConfirmation() {
    let interactor = Interactor()
    let output = OutputSpy()
    interactor.output = output
    interactor.selectFlightType(1)
    interactor.changeStartDate("31.03.2014")
    interactor.book()
    interactor.changeReturnDate("01.04.2014")
    interactor.book()
    #expect(
      output.reports == [
        "return true, book true", "return true, book false", "return true, book true",
        "You have booked a return flight from 31.03.2014 to 01.04.2014.",
      ])
  }
}
