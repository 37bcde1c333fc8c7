import CalculatorUI
import ComposableKit
import DeclarativeKit

/// The result label of the Composable Architecture, reading the store's result alone: the one
/// body an edit re-evaluates, and only when the result changes.
struct ResultView: View {
  let store: StoreOf<CalculatorFeature>

  var body: some View {
    Text(store.resultText)
      .accessibilityIdentifier(AccessibilityIdentifier.resultLabel)
  }
}
