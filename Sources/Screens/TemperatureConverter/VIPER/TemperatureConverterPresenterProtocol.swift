/// What the view can tell the presenter: the user's edits, in plain values.
@MainActor
public protocol TemperatureConverterPresenterProtocol: AnyObject {
  /// The user changed the Celsius field.
  ///
  /// - Parameter celsius: The Celsius field's new text.
  func didChangeCelsiusText(_ celsius: String)

  /// The user changed the Fahrenheit field.
  ///
  /// - Parameter fahrenheit: The Fahrenheit field's new text.
  func didChangeFahrenheitText(_ fahrenheit: String)
}
