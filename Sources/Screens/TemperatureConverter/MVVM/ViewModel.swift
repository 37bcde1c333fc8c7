public import Binding
import TemperatureConversion
import Tracing

/// What the view can tell the view model: the user's edits, as plain values.
@MainActor
public protocol ViewModelInputs: AnyObject {
  /// The user changed the Celsius field.
  ///
  /// - Parameter celsius: The Celsius field's new text.
  func didChangeCelsiusText(_ celsius: String)

  /// The user changed the Fahrenheit field.
  ///
  /// - Parameter fahrenheit: The Fahrenheit field's new text.
  func didChangeFahrenheitText(_ fahrenheit: String)
}

/// What the view can observe: the text each field is to show when the other is edited.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// The Celsius field's text, converted from the latest Fahrenheit number.
  var celsiusText: Observable<String> { get }

  /// The Fahrenheit field's text, converted from the latest Celsius number.
  var fahrenheitText: Observable<String> { get }
}

/// The view model of MVVM: a mapping from the view's inputs to observable outputs.
///
/// An edit that is a number sets the other field's output to its conversion (the model,
/// `TemperatureConversion`); an edit that is not leaves both. It knows no kit type and no view.
@MainActor
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The Celsius field's text, empty at first.
  public let celsiusText = Observable("")

  /// The Fahrenheit field's text, empty at first.
  public let fahrenheitText = Observable("")

  /// Creates a view model with both fields empty.
  public init() {}

  /// The view model's inputs.
  public var inputs: any ViewModelInputs { self }

  /// The view model's outputs.
  public var outputs: any ViewModelOutputs { self }

  /// Sets the Fahrenheit output to the conversion of a Celsius number.
  public func didChangeCelsiusText(_ celsius: String) {
    @Received(by: self, celsius) var message = #function
    guard let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: celsius) else { return }
    fahrenheitText.value = fahrenheit
  }

  /// Sets the Celsius output to the conversion of a Fahrenheit number.
  public func didChangeFahrenheitText(_ fahrenheit: String) {
    @Received(by: self, fahrenheit) var message = #function
    guard let celsius = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) else { return }
    celsiusText.value = celsius
  }
}
