public import Binding
import TemperatureConversion
import Tracing

/// The view model of seed 004: a pure transform from the fields' edit streams to the streams
/// each field shows.
///
/// Each output is a scan of the other field's edits: a number converts (the model,
/// `TemperatureConversion`), and anything else keeps what the field showed. Nothing flows back.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's event streams.
  public struct Input {
    /// The Celsius field's text after each user edit.
    public let celsiusText: Signal<String>

    /// The Fahrenheit field's text after each user edit.
    public let fahrenheitText: Signal<String>

    /// Creates the input from the view's streams.
    ///
    /// - Parameters:
    ///   - celsiusText: The Celsius field's text after each user edit.
    ///   - fahrenheitText: The Fahrenheit field's text after each user edit.
    public init(celsiusText: Signal<String>, fahrenheitText: Signal<String>) {
      self.celsiusText = celsiusText
      self.fahrenheitText = fahrenheitText
    }
  }

  /// The streams the view shows.
  public struct Output {
    /// The Celsius field's text, after each Fahrenheit edit.
    public let celsiusText: Signal<String>

    /// The Fahrenheit field's text, after each Celsius edit.
    public let fahrenheitText: Signal<String>
  }

  /// Creates a view model.
  public init() {}

  /// Describes each field's text as the conversion of the other field's latest number.
  ///
  /// - Parameter input: The view's event streams.
  /// - Returns: The streams the view observes.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let fahrenheitText = input.celsiusText.scan(into: "") { shown, celsius in
      shown = TemperatureConversion.fahrenheit(fromCelsius: celsius) ?? shown
      return shown
    }
    let celsiusText = input.fahrenheitText.scan(into: "") { shown, fahrenheit in
      shown = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) ?? shown
      return shown
    }
    return Output(celsiusText: celsiusText, fahrenheitText: fahrenheitText)
  }
}
