import Tracing

/// The presenter of VIPER: turns the view's edits into the interactor's use cases and the
/// interactor's results into what the view shows.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any TemperatureConverterViewProtocol)?

  private let interactor: any TemperatureConverterInteractorInputProtocol

  /// Creates a presenter over `interactor`, which it owns.
  ///
  /// - Parameter interactor: The use cases to run.
  public init(interactor: any TemperatureConverterInteractorInputProtocol) {
    self.interactor = interactor
  }
}

extension Presenter: TemperatureConverterPresenterProtocol {
  /// Asks the interactor to convert the Celsius text.
  public func didChangeCelsiusText(_ celsius: String) {
    @Received(by: self, celsius) var message = #function
    interactor.convertCelsius(celsius)
  }

  /// Asks the interactor to convert the Fahrenheit text.
  public func didChangeFahrenheitText(_ fahrenheit: String) {
    @Received(by: self, fahrenheit) var message = #function
    interactor.convertFahrenheit(fahrenheit)
  }
}

extension Presenter: TemperatureConverterInteractorOutputProtocol {
  /// Shows the Fahrenheit text.
  public func didConvertToFahrenheit(_ fahrenheit: String) {
    @Received(by: self, fahrenheit) var message = #function
    view?.setFahrenheitText(fahrenheit)
  }

  /// Shows the Celsius text.
  public func didConvertToCelsius(_ celsius: String) {
    @Received(by: self, celsius) var message = #function
    view?.setCelsiusText(celsius)
  }
}
