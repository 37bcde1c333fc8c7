public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The passive view of MVP: forwards the view's edits to its presenter and shows what the
/// presenter tells it, deciding nothing itself.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()
  private let presenter: Presenter

  /// Creates the view controller over `presenter`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter presenter: The presenter to forward the view's edits to.
  public init(presenter: Presenter) {
    self.presenter = presenter
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
  /// Forwards the Celsius edit to the presenter.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    presenter.didChangeCelsiusText(celsius)
  }

  /// Forwards the Fahrenheit edit to the presenter.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    presenter.didChangeFahrenheitText(fahrenheit)
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewProtocol {
  /// Shows `celsius` in the Celsius field.
  public func setCelsiusText(_ celsius: String) {
    @Received(by: self, celsius) var message = #function
    converterView.setCelsiusText(celsius)
  }

  /// Shows `fahrenheit` in the Fahrenheit field.
  public func setFahrenheitText(_ fahrenheit: String) {
    @Received(by: self, fahrenheit) var message = #function
    converterView.setFahrenheitText(fahrenheit)
  }
}
