import CalculatorUI
public import ComposableKit
public import DeclarativeKit
import Tracing

/// The calculator screen of the Composable Architecture: two fields whose edits are sent to
/// the store as actions, and the result's view, which reads the store's result.
///
/// This body reads none of the state (a binding reads only when the field shows it), so an
/// edit re-evaluates the result's view alone.
public struct CalculatorView: View {
  let store: StoreOf<CalculatorFeature>

  /// Creates the screen's view over `store`.
  ///
  /// - Parameter store: The calculator feature's store.
  public init(store: StoreOf<CalculatorFeature>) {
    self.store = store
  }

  /// The token field, the input field and the result.
  public var body: some View {
    @Received(by: self) var message = "body"
    TextField("Token", text: store.binding(get: \.tokenText, send: { .tokenTextChanged($0) }))
      .accessibilityIdentifier(AccessibilityIdentifier.tokenTextField)
    TextField("Input", text: store.binding(get: \.inputText, send: { .inputTextChanged($0) }))
      .accessibilityIdentifier(AccessibilityIdentifier.inputTextField)
    ResultView(store: store)
  }
}
