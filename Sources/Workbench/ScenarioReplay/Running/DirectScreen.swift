public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import ViewKit

extension Architecture {
  /// The baseline: no architecture between the widgets and the model.
  ///
  /// The same events go straight from two text fields to the model and a label; every
  /// architecture's cost is measured against it.
  public static let direct = Architecture(
    name: "Direct",
    summary: "No architecture: each field's edit goes straight to the model and the label.",
    origin: "Baseline for timing",
    sourcePath: "Sources/Workbench/ScenarioReplay/Running/DirectScreen.swift",
    makeRootViewController: { DirectScreen() })
}

/// A screen with no roles: the fields' actions call the model and set the label themselves.
@MainActor
private final class DirectScreen: ViewController {
  override func loadView() {
    let root = View()
    let tokenField = TextField()
    let inputField = TextField()
    let resultLabel = Label()
    tokenField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    root.addSubview(tokenField)
    root.addSubview(inputField)
    root.addSubview(resultLabel)
    let calculator = Calculator()
    resultLabel.text = String(describing: calculator.calculate(with: ""))
    // Each field's action holds the other widgets it needs, never its own field (which it is
    // handed), so the strong captures make no cycle.
    tokenField.addAction(for: .editingChanged) { token, _ in
      calculator.token = token.text ?? ""
      resultLabel.text = String(describing: calculator.calculate(with: inputField.text ?? ""))
    }
    inputField.addAction(for: .editingChanged) { input, edit in
      resultLabel.text = String(
        describing: calculator.calculate(with: input.text ?? "", after: edit))
    }
    view = root
  }
}
