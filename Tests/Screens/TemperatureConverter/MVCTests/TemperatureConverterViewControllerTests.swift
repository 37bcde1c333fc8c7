import ScreenDriver
import TemperatureConverterMVC
import Testing
import ViewKit

/// In MVC the controller is tested through its screen: an edit of one field converts into the
/// other, and text that is no number leaves it.
@MainActor
struct TemperatureConverterViewControllerTests {
  /// The screen, which keeps its controller alive (the view holds its delegate weakly).
  private let screen: ScreenDriver

  init() throws {
    screen = try ScreenDriver(TemperatureConverterScreen.makeRootViewController())
  }

  private func fields() throws -> (celsius: TextField, fahrenheit: TextField) {
    (
      try screen.textField(identifier: "celsiusTextField"),
      try screen.textField(identifier: "fahrenheitTextField")
    )
  }

  @Test func bothFieldsStartEmpty() throws {
    let (celsius, fahrenheit) = try fields()
    #expect(celsius.text == "")
    #expect(fahrenheit.text == "")
  }

  @Test func aCelsiusEditSetsFahrenheitAndAFahrenheitEditSetsCelsius() throws {
    let (celsius, fahrenheit) = try fields()
    celsius.replaceText(with: "100")
    #expect(fahrenheit.text == "212")
    fahrenheit.replaceText(with: "31.1")
    #expect(celsius.text == "-1")
    #expect(fahrenheit.text == "31.1")
  }

  @Test func textThatIsNoNumberLeavesTheOtherField() throws {
    let (celsius, fahrenheit) = try fields()
    celsius.insertText("1")
    celsius.insertText("2")
    celsius.insertText(".")
    #expect(fahrenheit.text == "54")
    #expect(celsius.text == "12.")
  }
}
