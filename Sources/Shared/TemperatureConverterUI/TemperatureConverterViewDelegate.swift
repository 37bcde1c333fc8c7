/// Receives the user's edits of a ``TemperatureConverterView``.
@MainActor
public protocol TemperatureConverterViewDelegate: AnyObject {
  /// The user changed the Celsius field; `celsius` is its new text.
  ///
  /// - Parameters:
  ///   - converterView: The view whose field changed.
  ///   - celsius: The Celsius field's text.
  func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String)

  /// The user changed the Fahrenheit field; `fahrenheit` is its new text.
  ///
  /// - Parameters:
  ///   - converterView: The view whose field changed.
  ///   - fahrenheit: The Fahrenheit field's text.
  func didChangeFahrenheitText(_ converterView: TemperatureConverterView, fahrenheit: String)
}
