import CalculatorModel
import Tracing

/// The reducer: the one place the state changes, as a pure function of the state and an action.
///
/// It knows no kit type, no view and no store, so it is tested by calling it on values.
public enum Reducer {
  /// Applies `action` to `state`.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What the user did.
  public static func reduce(into state: inout State, action: Action) {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .tokenTextChanged(let token):
      state.tokenText = token
      state.runningSum.token = token
    case .inputTextChanged(let input):
      state.inputText = input
    }
    state.resultText = String(describing: state.runningSum.sum(of: state.inputText))
  }
}
