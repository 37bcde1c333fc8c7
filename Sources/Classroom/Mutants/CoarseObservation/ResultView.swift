import CalculatorUI
import DeclarativeKit

/// The result label of MV, given the result as a value by its parent.
struct ResultView: View {
  let text: String

  var body: some View {
    Text(text)
      .accessibilityIdentifier(AccessibilityIdentifier.resultLabel)
  }
}
