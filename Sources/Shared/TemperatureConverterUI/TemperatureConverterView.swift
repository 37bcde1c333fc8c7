import Tracing
public import ViewKit

/// 7GUIs' temperature converter: a Celsius field and a Fahrenheit field, both empty at first.
///
/// The view reports the user's edits to its ``delegate`` and shows what it is told through
/// ``setCelsiusText(_:)`` and ``setFahrenheitText(_:)``, which set a field from code and so send
/// no event: the two fields never loop. It knows nothing of conversion, which is why every
/// architecture can share it.
@MainActor
public final class TemperatureConverterView: View {
  /// Receives the user's edits; held weakly, as UIKit delegates are.
  public weak var delegate: (any TemperatureConverterViewDelegate)?

  private let celsiusTextField = TextField()
  private let fahrenheitTextField = TextField()

  /// Creates the view with both fields empty.
  override public init() {
    super.init()
    celsiusTextField.accessibilityIdentifier = TemperatureConverterIdentifier.celsiusTextField
    fahrenheitTextField.accessibilityIdentifier =
      TemperatureConverterIdentifier.fahrenheitTextField
    celsiusTextField.addTarget(
      self, action: TemperatureConverterView.didChangeCelsius, for: .editingChanged)
    fahrenheitTextField.addTarget(
      self, action: TemperatureConverterView.didChangeFahrenheit, for: .editingChanged)
    addSubview(celsiusTextField)
    addSubview(fahrenheitTextField)
  }

  /// Shows `celsius` in the Celsius field, sending no event.
  ///
  /// - Parameter celsius: The text to show.
  public func setCelsiusText(_ celsius: String) {
    Trace.call(self, "setCelsiusText", celsius) { $0.celsiusTextField.text = celsius }
  }

  /// Shows `fahrenheit` in the Fahrenheit field, sending no event.
  ///
  /// - Parameter fahrenheit: The text to show.
  public func setFahrenheitText(_ fahrenheit: String) {
    Trace.call(self, "setFahrenheitText", fahrenheit) { $0.fahrenheitTextField.text = fahrenheit }
  }

  private func didChangeCelsius(_ field: TextField) {
    delegate?.didChangeCelsiusText(self, celsius: field.text ?? "")
  }

  private func didChangeFahrenheit(_ field: TextField) {
    delegate?.didChangeFahrenheitText(self, fahrenheit: field.text ?? "")
  }
}
