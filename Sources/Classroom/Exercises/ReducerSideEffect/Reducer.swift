import CalculatorModel
public import CalculatorUI
import Tracing

/// The reducer: the one place the state changes, as a function of the state and an action.
///
/// It is meant to be pure, but it writes the result into the view itself: a side effect, which
/// ties it to the kit and leaves the state without the result. Run
/// `workbench exercise check reducer-side-effect`.
public enum Reducer {
  /// Applies `action` to `state`, and shows the new sum in `view`.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What the user did.
  ///   - view: The view to show the result in.
  @MainActor
  public static func reduce(into state: inout State, action: Action, view: CalculatorView?) {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .tokenTextChanged(let token):
      state.tokenText = token
      state.runningSum.token = token
    case .inputTextChanged(let input):
      state.inputText = input
    }
    view?.setResultText(String(describing: state.runningSum.sum(of: state.inputText)))
  }
}
