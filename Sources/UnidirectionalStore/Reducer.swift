import CalculatorModel

/// The reducer of the unidirectional data flow: the one place the state changes, as a pure
/// function of the state and an action.
///
/// It knows no kit type, no view and no store, so it is tested by calling it on values. The sum
/// comes from the model's stateless engine function over the whole state, so a token change
/// recomputes the input already typed.
public enum Reducer {
  /// Applies `action` to `state`.
  ///
  /// ```swift
  /// var state = State()
  /// Reducer.reduce(into: &state, action: .inputTextChanged("1,2"))
  /// Reducer.reduce(into: &state, action: .tokenTextChanged(","))
  /// state.resultText  // "3"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What the user did.
  /// - Complexity: O(*n*) in the length of the input.
  public static func reduce(into state: inout State, action: Action) {
    switch action {
    case .tokenTextChanged(let tokenText):
      state.tokenText = tokenText
    case .inputTextChanged(let inputText):
      state.inputText = inputText
    }
    let sum = SumEngine.sum(of: state.inputText, token: state.tokenText)
    state.resultText = String(describing: sum)
  }
}
