import CalculatorUI
import DeclarativeKit

/// The result label, showing the view model's result text: the one body an edit re-evaluates,
/// and only when the text changed.
struct ResultView: View {
  let viewModel: CalculatorViewModel

  var body: some View {
    Text(viewModel.resultText)
      .accessibilityIdentifier(AccessibilityIdentifier.resultLabel)
  }
}
