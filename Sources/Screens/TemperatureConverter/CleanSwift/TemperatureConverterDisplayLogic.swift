/// What the presenter can ask of the view controller: one view model per use case.
@MainActor
public protocol TemperatureConverterDisplayLogic: AnyObject {
  /// Displays the Fahrenheit field's text.
  ///
  /// - Parameter viewModel: What the Fahrenheit field shows.
  func displayCelsiusConversion(viewModel: ConvertCelsius.ViewModel)

  /// Displays the Celsius field's text.
  ///
  /// - Parameter viewModel: What the Celsius field shows.
  func displayFahrenheitConversion(viewModel: ConvertFahrenheit.ViewModel)
}
