import TemperatureConversion
import Tracing

/// The interactor of Clean Swift: runs each request's business logic with the model
/// (`TemperatureConversion`) and hands the presenter a response; text that is no number gets
/// none.
@MainActor
public final class Interactor: TemperatureConverterBusinessLogic {
  private let presenter: any TemperatureConverterPresentationLogic

  /// Creates an interactor that responds to `presenter`, which it owns.
  ///
  /// - Parameter presenter: Where responses go.
  public init(presenter: any TemperatureConverterPresentationLogic) {
    self.presenter = presenter
  }

  /// Converts a Celsius number into a response; ignores other text.
  public func convertCelsius(request: ConvertCelsius.Request) {
    @Received(by: self, request.celsius) var message = #function
    guard let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: request.celsius) else {
      return
    }
    presenter.presentCelsiusConversion(response: ConvertCelsius.Response(fahrenheit: fahrenheit))
  }

  /// Converts a Fahrenheit number into a response; ignores other text.
  public func convertFahrenheit(request: ConvertFahrenheit.Request) {
    @Received(by: self, request.fahrenheit) var message = #function
    guard let celsius = TemperatureConversion.celsius(fromFahrenheit: request.fahrenheit) else {
      return
    }
    presenter.presentFahrenheitConversion(response: ConvertFahrenheit.Response(celsius: celsius))
  }
}
