/// What the presenter can ask of its view: the passive view's whole surface, in plain values.
@MainActor
public protocol TemperatureConverterViewProtocol: AnyObject {
  /// Shows `celsius` in the Celsius field.
  ///
  /// - Parameter celsius: The text to show.
  func setCelsiusText(_ celsius: String)

  /// Shows `fahrenheit` in the Fahrenheit field.
  ///
  /// - Parameter fahrenheit: The text to show.
  func setFahrenheitText(_ fahrenheit: String)
}
