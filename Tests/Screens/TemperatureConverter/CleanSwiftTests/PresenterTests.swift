import TemperatureConverterCleanSwift
import Testing

/// A stand-in for the view controller: records every view model.
@MainActor
private final class DisplaySpy: TemperatureConverterDisplayLogic {
  private(set) var shown: [String] = []

  func displayCelsiusConversion(viewModel: ConvertCelsius.ViewModel) {
    shown.append("F " + viewModel.fahrenheitText)
  }

  func displayFahrenheitConversion(viewModel: ConvertFahrenheit.ViewModel) {
    shown.append("C " + viewModel.celsiusText)
  }
}

/// The presenter turns responses into view models.
@MainActor
struct PresenterTests {
  @Test func displaysEachResponseInTheOtherField() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    presenter.presentCelsiusConversion(response: ConvertCelsius.Response(fahrenheit: "212"))
    presenter.presentFahrenheitConversion(response: ConvertFahrenheit.Response(celsius: "-40"))
    #expect(display.shown == ["F 212", "C -40"])
  }
}
