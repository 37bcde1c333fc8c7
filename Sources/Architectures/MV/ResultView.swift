import CalculatorUI
import DeclarativeKit

/// The result label of MV, reading the ``Model``'s result: the one body an edit re-evaluates.
struct ResultView: View {
  @Environment(Model.self) private var model

  var body: some View {
    Text(model?.resultText ?? "")
      .accessibilityIdentifier(AccessibilityIdentifier.resultLabel)
  }
}
