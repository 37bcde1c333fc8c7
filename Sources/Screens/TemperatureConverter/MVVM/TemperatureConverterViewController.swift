import Binding
public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The view of MVVM: binds the view model's outputs to the fields and forwards the fields'
/// edits to the view model's inputs.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()
  private let viewModel: ViewModel

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to bind to.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the converter view the root view.
  override public func loadView() {
    view = converterView
  }

  /// Becomes the view's delegate and binds each field to its output.
  override public func viewDidLoad() {
    super.viewDidLoad()
    converterView.delegate = self
    viewModel.outputs.celsiusText.bind(with: self) { owner, celsius in
      owner.converterView.setCelsiusText(celsius)
    }
    viewModel.outputs.fahrenheitText.bind(with: self) { owner, fahrenheit in
      owner.converterView.setFahrenheitText(fahrenheit)
    }
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewDelegate {
  /// Forwards the Celsius edit to the view model.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    viewModel.inputs.didChangeCelsiusText(celsius)
  }

  /// Forwards the Fahrenheit edit to the view model.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    viewModel.inputs.didChangeFahrenheitText(fahrenheit)
  }
}
