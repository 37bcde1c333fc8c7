import CalculatorModel
import TextEditing
import Tracing

/// The reducer of the unidirectional data flow: the one place the state changes, as a pure
/// function of the state and an action.
///
/// It knows no kit type, no view and no store, so it is tested by calling it on values. A token
/// change sums the input already typed again; an input edit is applied to the state's input and
/// summed from what it changed, through the running sum the state holds.
public enum Reducer {
  /// Applies `action` to `state`.
  ///
  /// ```swift
  /// var state = State()
  /// let typed = TextEdit(range: 0..<0, replacementString: "1,2")
  /// Reducer.reduce(into: &state, action: .inputTextChanged(EditedText(text: "1,2", edit: typed)))
  /// Reducer.reduce(into: &state, action: .tokenTextChanged(","))
  /// state.resultText  // "3"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What the user did.
  /// - Complexity: O(*n*) in the length of the input for a token change; for an edit at the end
  ///   of the input, O(*k*) in the bytes it added or removed.
  public static func reduce(into state: inout State, action: Action) {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .tokenTextChanged(let tokenText):
      state.tokenText = tokenText
      state.runningSum.token = tokenText
      state.resultText = String(describing: state.runningSum.sum(of: state.inputText))
      state.pieceCountText = String(describing: state.runningSum.pieceCount)
    case .inputTextChanged(let change):
      // The state edits its own copy of the input: keeping the field's string would make the
      // field copy its whole text on the next keystroke.
      let sum =
        change.edit.apply(to: &state.inputText, expecting: change.text)
        ? state.runningSum.sum(of: state.inputText, after: change.edit)
        : state.runningSum.sum(of: state.inputText)
      state.resultText = String(describing: sum)
      state.pieceCountText = String(describing: state.runningSum.pieceCount)
    }
  }
}
