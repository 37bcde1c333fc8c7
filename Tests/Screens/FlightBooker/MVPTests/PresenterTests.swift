import FlightBookerMVP
import Testing

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeFlightBookerView: FlightBookerViewProtocol {
  private(set) var shown: [String] = []

  func setReturnDateEnabled(_ enabled: Bool) { shown.append("return \(enabled)") }

  func setBookEnabled(_ enabled: Bool) { shown.append("book \(enabled)") }

  func setMessage(_ message: String) { shown.append(message) }
}

/// In MVP the presenter is tested against a fake view: no kit is involved at all.
@MainActor
struct PresenterTests {
  @Test func eachActionPresentsWhatIsEnabledAndATapTheConfirmation() {
    let view = FakeFlightBookerView()
    let presenter = Presenter()
    presenter.view = view
    presenter.didSelectFlightType(1)
    presenter.didChangeReturnDate("26.03.2014")
    presenter.didTapBook()
    presenter.didChangeStartDate("25.03.2014")
    presenter.didTapBook()
    #expect(
      view.shown == [
        "return true", "book true", "return true", "book false", "return true", "book true",
        "You have booked a return flight from 25.03.2014 to 26.03.2014.",
      ])
  }

  @Test func holdsItsViewWeakly() {
    let presenter = Presenter()
    do {
      let view = FakeFlightBookerView()
      presenter.view = view
    }
    #expect(presenter.view == nil)
    presenter.didTapBook()
  }
}
