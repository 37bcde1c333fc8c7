/// What the interactor can ask of the presenter: one response per use case.
@MainActor
public protocol TemperatureConverterPresentationLogic: AnyObject {
  /// Presents a Celsius number converted.
  ///
  /// - Parameter response: The Fahrenheit value.
  func presentCelsiusConversion(response: ConvertCelsius.Response)

  /// Presents a Fahrenheit number converted.
  ///
  /// - Parameter response: The Celsius value.
  func presentFahrenheitConversion(response: ConvertFahrenheit.Response)
}
