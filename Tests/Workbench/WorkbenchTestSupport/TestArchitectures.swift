public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import TextEditing
import ViewKit

/// Architectures that exist only in the tests, each wrong in one known way, to prove the harness
/// catches it.
public enum TestArchitectures {
  /// The tutorial's own MVC: recomputes only when the input changes, so a token edit leaves a
  /// stale sum on screen.
  public static let staleOnTokenChange = Architecture(
    name: "StaleMVC", summary: "Recomputes only on input edits.", origin: "tests",
    sourcePath: "Tests", makeRootViewController: { StaleViewController() })

  /// A screen whose controller and view keep each other alive.
  public static let leaking = Architecture(
    name: "LeakyMVC", summary: "A strong delegate cycle.", origin: "tests",
    sourcePath: "Tests", makeRootViewController: { LeakingViewController() })

  /// A correct screen that does a fixed amount of extra work per event.
  public static let slow = Architecture(
    name: "SlowMVC", summary: "Busy-waits on every edit.", origin: "tests",
    sourcePath: "Tests", makeRootViewController: { SlowViewController() })

  /// A screen that writes the input back in upper case after every input edit.
  public static let overwriting = Architecture(
    name: "ShoutingMVC", summary: "Rewrites the input field from code.", origin: "tests",
    sourcePath: "Tests", makeRootViewController: { OverwritingViewController() })

  /// A calculator screen with no result label: the two fields only.
  public static let labelless = Architecture(
    name: "NoLabel", summary: "Lacks the result label.", origin: "tests",
    sourcePath: "Tests", makeRootViewController: { LabellessViewController() })
}

/// The calculator's two fields, and no result label.
@MainActor
private final class LabellessViewController: ViewController {
  override func loadView() {
    let root = View()
    for identifier in [
      AccessibilityIdentifier.tokenTextField, AccessibilityIdentifier.inputTextField,
    ] {
      let field = TextField()
      field.accessibilityIdentifier = identifier
      root.addSubview(field)
    }
    view = root
  }
}

/// Cocoa MVC as the tutorial first wrote it.
@MainActor
private class StaleViewController: ViewController, CalculatorViewDelegate {
  let calculatorView = CalculatorView()
  let model = Calculator()

  override func loadView() {
    view = calculatorView
  }

  override func viewDidLoad() {
    calculatorView.delegate = self
    calculatorView.setResultText("0")
  }

  func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    model.token = token
  }

  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    calculatorView.setResultText(String(describing: model.calculate(with: input)))
  }
}

/// Correct, but a field's action captures the controller strongly: controller → view → field →
/// action → controller.
@MainActor
private final class LeakingViewController: StaleViewController {
  var edits = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.descendant(TextField.self, withAccessibilityIdentifier: "tokenTextField")?
      .addAction(for: .editingChanged) { _, _ in self.edits += 1 }
  }

  override func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    model.token = token
    calculatorView.setResultText(
      String(describing: model.calculate(with: calculatorView.inputText)))
  }
}

/// Correct, with a fixed cost per event: 300 µs of busy waiting, many times what an event costs
/// the real architectures even in a debug build, so that a busy machine's noise cannot hide it.
@MainActor
private final class SlowViewController: StaleViewController {
  override func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    busyWait()
    model.token = token
    calculatorView.setResultText(
      String(describing: model.calculate(with: calculatorView.inputText)))
  }

  override func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit)
  {
    busyWait()
    super.didChangeInputText(calculatorView, input: input, edit: edit)
  }

  private func busyWait() {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .microseconds(300))
    while clock.now < end {}
  }
}

/// Rewrites the input field in upper case, from code, after each input edit.
@MainActor
private final class OverwritingViewController: StaleViewController {
  override func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit)
  {
    super.didChangeInputText(calculatorView, input: input, edit: edit)
    calculatorView.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField")?
      .text = input.uppercased()
  }
}
