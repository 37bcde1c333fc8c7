import TextEditing
import Tracing

/// The reducer of the unidirectional data flow: the one place the state changes, as a pure
/// function of the state and an action that returns the work to do as a value.
///
/// It knows no kit type, no view, no store and no service, so it is tested by calling it on
/// values. Every edit shows `…` and asks for the sum of both fields (the store cancels the
/// request in flight when it runs the new one); the answer shows the sum.
public enum Reducer {
  /// Applies `action` to `state` and returns the effect to run.
  ///
  /// ```swift
  /// var state = State()
  /// Reducer.reduce(into: &state, action: .tokenTextChanged(","))
  /// // .requestSum(input: "", token: ","), state.resultText == "…"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What happened.
  /// - Returns: The work the store must do.
  public static func reduce(into state: inout State, action: Action) -> Effect {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .tokenTextChanged(let tokenText):
      state.tokenText = tokenText
    case .inputTextChanged(let change):
      state.inputText = change.text
    case .sumResponse(let sum):
      state.resultText = String(describing: sum)
      return .none
    }
    state.resultText = "…"
    return .requestSum(input: state.inputText, token: state.tokenText)
  }
}
