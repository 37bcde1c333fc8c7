import CalculatorModel
public import ComposableKit
import Tracing

/// The calculator feature of the Composable Architecture: its state, the actions the user
/// sends, and the reducer that is the one place the state changes.
///
/// The reducer stores nothing and names no view or store: it sums the input with the shared
/// engine's pure function and returns no effect, since the sum needs none.
public struct CalculatorFeature: Reducer {
  /// Everything the calculator screen shows, as one value.
  public struct State: Equatable, Sendable {
    /// The token field's text: the separator characters.
    public var tokenText: String

    /// The input field's text: the text to sum.
    public var inputText: String

    /// The result label's text: the sum of ``inputText`` split at ``tokenText``.
    public var resultText: String

    /// Creates the state showing `tokenText` and `inputText`, and their sum as the result.
    ///
    /// - Parameters:
    ///   - tokenText: The token field's text.
    ///   - inputText: The input field's text.
    public init(tokenText: String = "", inputText: String = "") {
      self.tokenText = tokenText
      self.inputText = inputText
      resultText = String(describing: Calculator.sum(of: inputText, token: tokenText))
    }
  }

  /// What the user did on the calculator screen, named for the deed.
  public enum Action: Equatable, Sendable {
    /// The user edited the token field, which now holds the text.
    case tokenTextChanged(String)

    /// The user edited the input field, which now holds the text.
    case inputTextChanged(String)
  }

  /// Creates the feature's reducer.
  public init() {}

  /// Records the edited field and sums the input again: a declarative field hands over its
  /// new text, not the edit.
  ///
  /// - Parameters:
  ///   - state: The screen's state.
  ///   - action: What the user did.
  /// - Returns: No effect.
  /// - Complexity: O(*n*) in the length of the input.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    @Received(by: self, action) var message = #function
    switch action {
    case .tokenTextChanged(let tokenText):
      state.tokenText = tokenText
    case .inputTextChanged(let inputText):
      state.inputText = inputText
    }
    state.resultText = String(
      describing: Calculator.sum(of: state.inputText, token: state.tokenText))
    return .none
  }
}
