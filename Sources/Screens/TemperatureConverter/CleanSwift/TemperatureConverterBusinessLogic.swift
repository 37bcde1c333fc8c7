/// What the view controller can ask of the interactor: one request per use case.
@MainActor
public protocol TemperatureConverterBusinessLogic: AnyObject {
  /// Converts the Celsius field's text, when it is a number.
  ///
  /// - Parameter request: The Celsius field's text.
  func convertCelsius(request: ConvertCelsius.Request)

  /// Converts the Fahrenheit field's text, when it is a number.
  ///
  /// - Parameter request: The Fahrenheit field's text.
  func convertFahrenheit(request: ConvertFahrenheit.Request)
}
