public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import TextEditing
import ViewKit

extension TestArchitectures {
  /// Correct after every event, but a paste into the input sets the label twice (first to the
  /// empty text): a flicker that a mean over many keystrokes hides.
  public static let flickersOnPaste = Architecture(
    name: "FlickerMVC", summary: "Sets the label twice on a paste.", origin: "tests",
    sourcePath: "Tests", makeRootViewController: { FlickeringViewController() })
}

/// Sums on every edit; clears the label first when the edit pastes more than one character.
@MainActor
private final class FlickeringViewController: ViewController, CalculatorViewDelegate {
  private let calculatorView = CalculatorView()
  private let model = Calculator()

  override func loadView() {
    view = calculatorView
  }

  override func viewDidLoad() {
    calculatorView.delegate = self
    calculatorView.setResultText("0")
  }

  func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    model.token = token
    calculatorView.setResultText(
      String(describing: model.calculate(with: calculatorView.inputText)))
  }

  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    if edit.replacementString.count > 1 { calculatorView.setResultText("") }
    calculatorView.setResultText(String(describing: model.calculate(with: input)))
  }
}
