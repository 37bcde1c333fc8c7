/// What the presenter can ask of its view: the passive view's whole surface, in plain values.
@MainActor
public protocol TemperatureConverterViewProtocol: AnyObject {
  /// Shows `celsius` in the Celsius field, as code sets it: no event.
  ///
  /// - Parameter celsius: The text to show.
  func setCelsiusText(_ celsius: String)

  /// Shows `fahrenheit` in the Fahrenheit field, as code sets it: no event.
  ///
  /// - Parameter fahrenheit: The text to show.
  func setFahrenheitText(_ fahrenheit: String)
}
