import Tracing

/// The presenter of Clean Swift: turns each response into the view model the view controller
/// displays.
@MainActor
public final class Presenter: TemperatureConverterPresentationLogic {
  /// The view controller to display to; held weakly, the view controller owning the cycle.
  public weak var viewController: (any TemperatureConverterDisplayLogic)?

  /// Creates a presenter with no view controller yet.
  public init() {}

  /// Displays the Fahrenheit value as the Fahrenheit field's text.
  public func presentCelsiusConversion(response: ConvertCelsius.Response) {
    @Received(by: self, response.fahrenheit) var message = #function
    viewController?.displayCelsiusConversion(
      viewModel: ConvertCelsius.ViewModel(fahrenheitText: response.fahrenheit))
  }

  /// Displays the Celsius value as the Celsius field's text.
  public func presentFahrenheitConversion(response: ConvertFahrenheit.Response) {
    @Received(by: self, response.celsius) var message = #function
    viewController?.displayFahrenheitConversion(
      viewModel: ConvertFahrenheit.ViewModel(celsiusText: response.celsius))
  }
}
