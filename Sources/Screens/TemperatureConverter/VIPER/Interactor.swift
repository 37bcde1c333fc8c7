import TemperatureConversion
import Tracing

/// The interactor of VIPER, the use cases: converts with the model (`TemperatureConversion`),
/// keeps the entity, and reports to its output, the presenter.
@MainActor
public final class Interactor: TemperatureConverterInteractorInputProtocol {
  /// Where results go; held weakly, the presenter owning the interactor.
  public weak var output: (any TemperatureConverterInteractorOutputProtocol)?

  private var conversion = Conversion()

  /// Creates an interactor with nothing converted yet.
  public init() {}

  /// Converts a Celsius number and reports the Fahrenheit text; ignores other text.
  public func convertCelsius(_ celsius: String) {
    @Received(by: self, celsius) var message = #function
    guard let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: celsius) else { return }
    conversion = Conversion(celsius: celsius, fahrenheit: fahrenheit)
    output?.didConvertToFahrenheit(conversion.fahrenheit)
  }

  /// Converts a Fahrenheit number and reports the Celsius text; ignores other text.
  public func convertFahrenheit(_ fahrenheit: String) {
    @Received(by: self, fahrenheit) var message = #function
    guard let celsius = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) else { return }
    conversion = Conversion(celsius: celsius, fahrenheit: fahrenheit)
    output?.didConvertToCelsius(conversion.celsius)
  }
}
