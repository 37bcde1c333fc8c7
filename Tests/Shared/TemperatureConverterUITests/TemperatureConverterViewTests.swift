import TemperatureConverterUI
import Testing
import ViewKit

/// Records what the view reports.
@MainActor
private final class DelegateSpy: TemperatureConverterViewDelegate {
  private(set) var edits: [String] = []

  func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    edits.append("C " + celsius)
  }

  func didChangeFahrenheitText(_ converterView: TemperatureConverterView, fahrenheit: String) {
    edits.append("F " + fahrenheit)
  }
}

@MainActor
struct TemperatureConverterViewTests {
  private func field(_ identifier: String, of view: View) throws -> TextField {
    try #require(view.descendant(TextField.self, withAccessibilityIdentifier: identifier))
  }

  @Test func reportsEachUsersEditOfEitherFieldWithItsText() throws {
    let view = TemperatureConverterView()
    let spy = DelegateSpy()
    view.delegate = spy
    try field(TemperatureConverterIdentifier.celsiusTextField, of: view).insertText("1")
    try field(TemperatureConverterIdentifier.fahrenheitTextField, of: view).replaceText(with: "-4")
    #expect(spy.edits == ["C 1", "F -4"])
  }

  @Test func showsWhatItIsToldWithoutReportingAnEdit() throws {
    let view = TemperatureConverterView()
    let spy = DelegateSpy()
    view.delegate = spy
    view.setCelsiusText("100")
    view.setFahrenheitText("212")
    #expect(try field(TemperatureConverterIdentifier.celsiusTextField, of: view).text == "100")
    #expect(try field(TemperatureConverterIdentifier.fahrenheitTextField, of: view).text == "212")
    #expect(spy.edits.isEmpty)
  }
}
