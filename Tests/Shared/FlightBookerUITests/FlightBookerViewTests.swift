import FlightBookerUI
import Testing
import ViewKit

/// Records what the view reports.
@MainActor
private final class DelegateSpy: FlightBookerViewDelegate {
  private(set) var actions: [String] = []

  func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    actions.append("segment \(segment)")
  }

  func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    actions.append("start " + text)
  }

  func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    actions.append("return " + text)
  }

  func didTapBook(_ bookerView: FlightBookerView) { actions.append("book") }
}

/// The shared view starts in the task's first state, reports the user's actions and shows what
/// it is told without reporting it.
@MainActor
struct FlightBookerViewTests {
  private func widget<Widget: View>(
    _ type: Widget.Type, _ identifier: String, of view: View
  )
    throws -> Widget
  {
    try #require(view.descendant(type, withAccessibilityIdentifier: identifier))
  }

  @Test func startsOneWayWithBothDatesTheReturnDisabledAndNoMessage() throws {
    let view = FlightBookerView()
    let control = try widget(SegmentedControl.self, "flightTypeControl", of: view)
    #expect(control.selectedSegmentIndex == 0)
    #expect(control.titleForSegment(at: 1) == "return flight")
    #expect(try widget(TextField.self, "startDateTextField", of: view).text == "27.03.2014")
    let back = try widget(TextField.self, "returnDateTextField", of: view)
    #expect(back.text == "27.03.2014")
    #expect(!back.isEnabled)
    #expect(try widget(Button.self, "bookButton", of: view).isEnabled)
    #expect(try widget(Label.self, "messageLabel", of: view).text == "")
  }

  @Test func reportsEachUserAction() throws {
    let view = FlightBookerView()
    let spy = DelegateSpy()
    view.delegate = spy
    try widget(SegmentedControl.self, "flightTypeControl", of: view).selectSegment(at: 1)
    try widget(TextField.self, "startDateTextField", of: view).replaceText(with: "01.01.2015")
    view.setReturnDateEnabled(true)
    try widget(TextField.self, "returnDateTextField", of: view).replaceText(with: "02.01.2015")
    try widget(Button.self, "bookButton", of: view).tap()
    #expect(spy.actions == ["segment 1", "start 01.01.2015", "return 02.01.2015", "book"])
  }

  @Test func showsWhatItIsToldWithoutReportingAnAction() throws {
    let view = FlightBookerView()
    let spy = DelegateSpy()
    view.delegate = spy
    view.setBookEnabled(false)
    view.setMessage("booked")
    try widget(Button.self, "bookButton", of: view).tap()
    #expect(try widget(Label.self, "messageLabel", of: view).text == "booked")
    #expect(spy.actions.isEmpty)
  }
}
