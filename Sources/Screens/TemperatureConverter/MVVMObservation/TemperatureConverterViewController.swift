import Observation
public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The view of MVVM with Swift's Observation: shows the view model's outputs under observation
/// tracking and forwards the fields' edits to the view model's inputs.
///
/// Observation calls `onChange` before the change and only once, so `onChange` only marks the
/// field as needing an update, and the controller updates it, reading the new value and tracking
/// it again, as soon as the view model has handled the event. Each field is tracked on its own:
/// a change of one output never rewrites the other field, the one the user is editing.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()
  private let viewModel: ViewModel
  private var needsUpdateCelsiusText = false
  private var needsUpdateFahrenheitText = false

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to observe.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the converter view the root view.
  override public func loadView() {
    view = converterView
  }

  /// Becomes the view's delegate and shows both outputs, tracking them.
  override public func viewDidLoad() {
    super.viewDidLoad()
    converterView.delegate = self
    updateCelsiusText()
    updateFahrenheitText()
  }

  private func updateCelsiusText() {
    needsUpdateCelsiusText = false
    let celsius = withObservationTracking {
      viewModel.outputs.celsiusText
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        self.needsUpdateCelsiusText = true
      }
    }
    converterView.setCelsiusText(celsius)
  }

  private func updateFahrenheitText() {
    needsUpdateFahrenheitText = false
    let fahrenheit = withObservationTracking {
      viewModel.outputs.fahrenheitText
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        self.needsUpdateFahrenheitText = true
      }
    }
    converterView.setFahrenheitText(fahrenheit)
  }

  private func updateIfNeeded() {
    if needsUpdateCelsiusText { updateCelsiusText() }
    if needsUpdateFahrenheitText { updateFahrenheitText() }
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewDelegate {
  /// Forwards the Celsius edit to the view model, then updates what the edit changed.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    viewModel.inputs.didChangeCelsiusText(celsius)
    updateIfNeeded()
  }

  /// Forwards the Fahrenheit edit to the view model, then updates what the edit changed.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    viewModel.inputs.didChangeFahrenheitText(fahrenheit)
    updateIfNeeded()
  }
}
