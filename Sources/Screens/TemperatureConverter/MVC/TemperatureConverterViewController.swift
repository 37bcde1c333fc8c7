import TemperatureConversion
public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view, receives its events, asks the model for the
/// conversion, then updates the other field.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()

  /// Makes the converter view the root view.
  override public func loadView() {
    view = converterView
  }

  /// Becomes the view's delegate; both fields start empty.
  override public func viewDidLoad() {
    super.viewDidLoad()
    converterView.delegate = self
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewDelegate {
  /// Shows the Fahrenheit value of a Celsius edit that is a number; leaves it otherwise.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    guard let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: celsius) else { return }
    converterView.setFahrenheitText(fahrenheit)
  }

  /// Shows the Celsius value of a Fahrenheit edit that is a number; leaves it otherwise.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    guard let celsius = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) else { return }
    converterView.setCelsiusText(celsius)
  }
}
