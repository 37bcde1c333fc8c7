import FlightBookerMVC
import ScreenDriver
import Testing
import ViewKit

/// In MVC the controller is tested through its screen: the segment enables the return date,
/// the dates enable booking, and a tap confirms.
@MainActor
struct FlightBookerViewControllerTests {
  /// The screen, which keeps its controller alive (the view holds its delegate weakly).
  private let screen: ScreenDriver

  init() throws {
    screen = try ScreenDriver(FlightBookerScreen.makeRootViewController())
  }

  @Test func startsOneWayWithBothDatesAndTheReturnDisabled() throws {
    #expect(try screen.segmentedControl("flightTypeControl").selectedSegmentIndex == 0)
    #expect(try screen.textField(identifier: "startDateTextField").text == "27.03.2014")
    #expect(try !screen.textField(identifier: "returnDateTextField").isEnabled)
    #expect(try screen.button("bookButton").isEnabled)
  }

  @Test func aReturnFlightEnablesTheReturnDateAndBooksBothDates() throws {
    try screen.segmentedControl("flightTypeControl").selectSegment(at: 1)
    let back = try screen.textField(identifier: "returnDateTextField")
    #expect(back.isEnabled)
    back.replaceText(with: "26.03.2014")
    #expect(try !screen.button("bookButton").isEnabled)
    back.replaceText(with: "30.03.2014")
    try screen.button("bookButton").tap()
    #expect(
      try screen.text(of: "messageLabel")
        == "You have booked a return flight from 27.03.2014 to 30.03.2014.")
  }
}
