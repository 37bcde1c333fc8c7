public import DeclarativeKit
import TemperatureConverterUI
import Tracing

/// The temperature converter's screen: the two fields, bound to the view model's texts through
/// `@Bindable`; it decides nothing.
public struct TemperatureConverterView: View {
  @Bindable private var viewModel: TemperatureConverterViewModel

  /// Creates the screen's view over `viewModel`.
  ///
  /// - Parameter viewModel: The fields' texts, and where the user's edits go.
  public init(viewModel: TemperatureConverterViewModel) {
    self.viewModel = viewModel
  }

  /// The Celsius field and the Fahrenheit field.
  public var body: some View {
    @Received(by: self) var message = #function
    TextField("Celsius", text: $viewModel.celsius)
      .accessibilityIdentifier(TemperatureConverterIdentifier.celsiusTextField)
    TextField("Fahrenheit", text: $viewModel.fahrenheit)
      .accessibilityIdentifier(TemperatureConverterIdentifier.fahrenheitTextField)
  }
}
