import TemperatureConverterObservableMVVM
import Testing
import ViewKit

/// The screen driven through its widgets: an edit of one field shows its conversion in the
/// other once the edit returns, and sends that field no event of its own.
@MainActor
struct TemperatureConverterViewTests {
  private static func field(_ identifier: String, of host: ViewController) -> ViewKit.TextField? {
    host.view.descendant(ViewKit.TextField.self, withAccessibilityIdentifier: identifier)
  }

  @Test func typingInOneFieldShowsTheConversionInTheOther() throws {
    let host = TemperatureConverterScreen.makeRootViewController()
    host.loadViewIfNeeded()
    let celsius = try #require(Self.field("celsiusTextField", of: host))
    let fahrenheit = try #require(Self.field("fahrenheitTextField", of: host))
    celsius.insertText("-40")
    #expect(fahrenheit.text == "-40")
    fahrenheit.replaceText(with: "212")
    #expect(celsius.text == "100")
    celsius.insertText("x")
    #expect([celsius.text, fahrenheit.text] == ["100x", "212"])
  }
}
