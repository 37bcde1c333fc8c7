public import CalculatorModel
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model, receives the view's events, updates
/// the model, then updates the view; like a UIKit controller with its `undoManager`, it keeps the
/// history of the user's edits that the undo button takes back.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let model: Calculator
  private var undoHistory = UndoHistory()

  /// Creates the controller over `model`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and shows the result for the empty input.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    showResult(model.calculate(with: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Records the edit and updates the model's token, then the result for the input already on
  /// screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    undoHistory.recordTokenChange(token)
    model.token = token
    showResult(model.calculate(with: calculatorView.inputText))
  }

  /// Records the edit, hands the model the new input and the edit that made it, then shows the
  /// result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    undoHistory.recordInputEdit(input, edit: edit)
    showResult(model.calculate(with: input, after: edit))
  }

  /// Puts back the text of the field the last edit changed, updates the model, then shows the
  /// result; with no edit left to undo, does nothing.
  public func didTapUndoButton(_ calculatorView: CalculatorView) {
    @Received(by: self) var message = #function
    switch undoHistory.undo() {
    case .token(let token):
      calculatorView.setTokenText(token)
      model.token = token
      showResult(model.calculate(with: calculatorView.inputText))
    case .input(let input):
      calculatorView.setInputText(input.text)
      showResult(model.calculate(with: input.text, after: input.edit))
    case nil:
      break
    }
  }
}
