public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The view controller of Clean Swift: sends the interactor a request per edit and displays the
/// presenter's view models.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()
  private let interactor: any TemperatureConverterBusinessLogic

  /// Creates the view controller over `interactor`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter interactor: Where requests go.
  public init(interactor: any TemperatureConverterBusinessLogic) {
    self.interactor = interactor
    super.init()
  }

  /// Makes the converter view the root view.
  override public func loadView() {
    view = converterView
  }

  /// Becomes the view's delegate.
  override public func viewDidLoad() {
    super.viewDidLoad()
    converterView.delegate = self
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewDelegate {
  /// Sends the interactor the Celsius edit.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    interactor.convertCelsius(request: ConvertCelsius.Request(celsius: celsius))
  }

  /// Sends the interactor the Fahrenheit edit.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    interactor.convertFahrenheit(request: ConvertFahrenheit.Request(fahrenheit: fahrenheit))
  }
}

extension TemperatureConverterViewController: TemperatureConverterDisplayLogic {
  /// Shows the Fahrenheit field's text.
  public func displayCelsiusConversion(viewModel: ConvertCelsius.ViewModel) {
    @Received(by: self, viewModel.fahrenheitText) var message = #function
    converterView.setFahrenheitText(viewModel.fahrenheitText)
  }

  /// Shows the Celsius field's text.
  public func displayFahrenheitConversion(viewModel: ConvertFahrenheit.ViewModel) {
    @Received(by: self, viewModel.celsiusText) var message = #function
    converterView.setCelsiusText(viewModel.celsiusText)
  }
}
