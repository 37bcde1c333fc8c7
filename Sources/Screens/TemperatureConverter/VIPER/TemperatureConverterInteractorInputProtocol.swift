/// What the presenter can ask of the interactor: the use cases, in plain values.
@MainActor
public protocol TemperatureConverterInteractorInputProtocol: AnyObject {
  /// Converts a Celsius field's text, reporting the Fahrenheit text when it is a number.
  ///
  /// - Parameter celsius: The Celsius field's text.
  func convertCelsius(_ celsius: String)

  /// Converts a Fahrenheit field's text, reporting the Celsius text when it is a number.
  ///
  /// - Parameter fahrenheit: The Fahrenheit field's text.
  func convertFahrenheit(_ fahrenheit: String)
}
