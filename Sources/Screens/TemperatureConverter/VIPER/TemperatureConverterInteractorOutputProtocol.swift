/// What the interactor tells the presenter: the results of its use cases.
@MainActor
public protocol TemperatureConverterInteractorOutputProtocol: AnyObject {
  /// A Celsius number was converted.
  ///
  /// - Parameter fahrenheit: The Fahrenheit text, an integer.
  func didConvertToFahrenheit(_ fahrenheit: String)

  /// A Fahrenheit number was converted.
  ///
  /// - Parameter celsius: The Celsius text, an integer.
  func didConvertToCelsius(_ celsius: String)
}
