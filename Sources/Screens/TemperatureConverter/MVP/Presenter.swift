import TemperatureConversion
import Tracing

/// The presenter of MVP: receives the view's edits as plain values, asks the model
/// (`TemperatureConversion`) for the conversion, and tells the view what to show through
/// ``TemperatureConverterViewProtocol``.
///
/// It knows no kit type, so it is tested against a fake view, and it holds its view weakly, so
/// the view (which owns the presenter) is never kept alive by it.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any TemperatureConverterViewProtocol)?

  /// Creates a presenter with no view yet.
  public init() {}

  /// Shows the Fahrenheit value of a Celsius edit that is a number; leaves it otherwise.
  ///
  /// - Parameter celsius: The Celsius field's new text.
  public func didChangeCelsiusText(_ celsius: String) {
    @Received(by: self, celsius) var message = #function
    guard let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: celsius) else { return }
    view?.setFahrenheitText(fahrenheit)
  }

  /// Shows the Celsius value of a Fahrenheit edit that is a number; leaves it otherwise.
  ///
  /// - Parameter fahrenheit: The Fahrenheit field's new text.
  public func didChangeFahrenheitText(_ fahrenheit: String) {
    @Received(by: self, fahrenheit) var message = #function
    guard let celsius = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) else { return }
    view?.setCelsiusText(celsius)
  }
}
