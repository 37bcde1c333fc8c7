import TemperatureConversion
import Tracing

/// The reducer of the unidirectional data flow: the one place the state changes, as a pure
/// function of the state and an action.
///
/// An edit sets its field's text and, when the text is a number, the other field's to the
/// conversion (the model, `TemperatureConversion`); otherwise it leaves the other field.
///
/// ```swift
/// var state = State()
/// Reducer.reduce(into: &state, action: .celsiusTextChanged("100"))
/// state.fahrenheitText  // "212"
/// ```
public enum Reducer {
  /// Applies `action` to `state`.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What the user did.
  public static func reduce(into state: inout State, action: Action) {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .celsiusTextChanged(let celsius):
      state.celsiusText = celsius
      if let fahrenheit = TemperatureConversion.fahrenheit(fromCelsius: celsius) {
        state.fahrenheitText = fahrenheit
      }
    case .fahrenheitTextChanged(let fahrenheit):
      state.fahrenheitText = fahrenheit
      if let celsius = TemperatureConversion.celsius(fromFahrenheit: fahrenheit) {
        state.celsiusText = celsius
      }
    }
  }
}
