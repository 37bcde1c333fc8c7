import TemperatureConversion
import TemperatureConverterUI
import Tracing
public import ViewKit

/// The controller of MVC with no model and no view of its own, the tutorial's first step: it
/// makes the two fields itself, receives their events and converts, so nothing of it can be
/// tested without the widgets.
///
/// This is the "Massive View Controller" the tutorial warns about: layout, event handling and
/// the conversion rules all live in one class.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let celsiusTextField = TextField()
  private let fahrenheitTextField = TextField()

  /// Creates the controller, with its view not loaded yet.
  override public init() {
    super.init()
  }

  /// Makes a root view holding both fields, named as UI tests find them.
  override public func loadView() {
    let root = View()
    celsiusTextField.accessibilityIdentifier = TemperatureConverterIdentifier.celsiusTextField
    fahrenheitTextField.accessibilityIdentifier =
      TemperatureConverterIdentifier.fahrenheitTextField
    root.addSubview(celsiusTextField)
    root.addSubview(fahrenheitTextField)
    view = root
  }

  /// Receives both fields' edits.
  override public func viewDidLoad() {
    super.viewDidLoad()
    celsiusTextField.addTarget(
      self, action: TemperatureConverterViewController.celsiusChanged, for: .editingChanged)
    fahrenheitTextField.addTarget(
      self, action: TemperatureConverterViewController.fahrenheitChanged, for: .editingChanged)
  }

  private func celsiusChanged(_ field: TextField) {
    let celsius = field.text ?? ""
    @Received(by: self, celsius) var message = "celsiusChanged"
    guard let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: celsius) else { return }
    fahrenheitTextField.text = fahrenheit
  }

  private func fahrenheitChanged(_ field: TextField) {
    let fahrenheit = field.text ?? ""
    @Received(by: self, fahrenheit) var message = "fahrenheitChanged"
    guard let celsius = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) else { return }
    celsiusTextField.text = celsius
  }
}
