public import TemperatureConverterUI
import Tracing
public import ViewKit

/// The view of the unidirectional data flow: sends the store what the user did and renders
/// every state the store reports, deciding nothing itself.
///
/// Rendering sets both fields from code, which sends no event, so the edited field keeps what
/// the user typed and nothing loops.
@MainActor
public final class TemperatureConverterViewController: ViewController {
  private let converterView = TemperatureConverterView()
  private let store: Store

  /// Creates the view controller over `store`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter store: The store to send actions to and render from.
  public init(store: Store) {
    self.store = store
    super.init()
  }

  /// Makes the converter view the root view.
  override public func loadView() {
    view = converterView
  }

  /// Becomes the view's delegate and renders every state of the store.
  override public func viewDidLoad() {
    super.viewDidLoad()
    converterView.delegate = self
    store.subscribe(with: self) { owner, state in
      @Received(by: owner, state) var message = "render"
      owner.converterView.setCelsiusText(state.celsiusText)
      owner.converterView.setFahrenheitText(state.fahrenheitText)
    }
  }
}

extension TemperatureConverterViewController: TemperatureConverterViewDelegate {
  /// Sends the store the Celsius edit.
  public func didChangeCelsiusText(_ converterView: TemperatureConverterView, celsius: String) {
    @Received(by: self, celsius) var message = #function
    store.send(.celsiusTextChanged(celsius))
  }

  /// Sends the store the Fahrenheit edit.
  public func didChangeFahrenheitText(
    _ converterView: TemperatureConverterView, fahrenheit: String
  ) {
    @Received(by: self, fahrenheit) var message = #function
    store.send(.fahrenheitTextChanged(fahrenheit))
  }
}
