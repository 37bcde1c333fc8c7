public import Observation
import TemperatureConversion
import Tracing

/// The view model of 7GUIs' temperature converter in MVVM with `@Observable` view models: the
/// two fields' texts, which the fields bind to, each write of a number converting the other.
///
/// A write that is a number sets the other field's text to its conversion (the model,
/// `TemperatureConversion`); one that is not leaves the other as it is. A conversion is the
/// view model's own write, not the user's: it converts nothing back. It knows no kit type and
/// no view.
///
/// ```swift
/// let viewModel = TemperatureConverterViewModel()
/// viewModel.celsius = "100"
/// viewModel.fahrenheit  // "212"
/// ```
@Observable
@MainActor
public final class TemperatureConverterViewModel {
  /// The Celsius field's text, empty at first.
  public var celsius = "" {
    didSet {
      @Received(by: self, celsius) var message = "celsius"
      guard !isConverting, let converted = TemperatureConversion.fahrenheit(fromCelsius: celsius)
      else { return }
      converting { fahrenheit = converted }
    }
  }

  /// The Fahrenheit field's text, empty at first.
  public var fahrenheit = "" {
    didSet {
      @Received(by: self, fahrenheit) var message = "fahrenheit"
      guard !isConverting, let converted = TemperatureConversion.celsius(fromFahrenheit: fahrenheit)
      else { return }
      converting { celsius = converted }
    }
  }

  @ObservationIgnored private var isConverting = false

  /// Creates a view model with both fields empty.
  public init() {}

  /// Runs `write`, a conversion's write of the other field, which converts nothing back.
  private func converting(_ write: () -> Void) {
    isConverting = true
    write()
    isConverting = false
  }
}
