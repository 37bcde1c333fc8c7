import Binding
public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The view of seed 004's MVVM: emits the fields' edits into relays it keeps to itself, binds
/// the view model's transform of them once, and shows each output in its field.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()
  private let viewModel: ViewModel
  private let celsiusText = Relay<String>()
  private let fahrenheitText = Relay<String>()

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

  /// Becomes the view's delegate and binds the view model's outputs to the fields.
  override public func viewDidLoad() {
    super.viewDidLoad()
    converterView.delegate = self
    let input = ViewModel.Input(
      celsiusText: celsiusText.signal, fahrenheitText: fahrenheitText.signal)
    let output = viewModel.transform(from: input)
    output.celsiusText.observe(with: self) { owner, celsius in
      owner.converterView.setCelsiusText(celsius)
    }
    output.fahrenheitText.observe(with: self) { owner, fahrenheit in
      owner.converterView.setFahrenheitText(fahrenheit)
    }
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewDelegate {
  /// Emits the Celsius edit.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    celsiusText.emit(celsius)
  }

  /// Emits the Fahrenheit edit.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    fahrenheitText.emit(fahrenheit)
  }
}
