import CalculatorModel
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model and mediates between them.
///
/// It receives the view's events, updates the model, then updates the view. The model keeps the
/// history of the user's edits that the undo button takes back, so the controller keeps no state
/// of its own.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let model: UndoModel

  /// Creates the controller over `model`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: UndoModel) {
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
    showResult(model.sum(of: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Hands the model the token edit, then shows the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    showResult(model.changeToken(token, input: calculatorView.inputText))
  }

  /// Hands the model the new input and the edit that made it, then shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    showResult(model.changeInput(input, edit: edit))
  }

  /// Asks the model to undo the last edit, then puts back the field it changed and shows the
  /// result; does nothing when there is nothing to undo.
  public func didTapUndoButton(_ calculatorView: CalculatorView) {
    @Received(by: self) var message = #function
    guard let undone = model.undo(input: calculatorView.inputText) else { return }
    switch undone.restoration {
    case .token(let token): calculatorView.setTokenText(token)
    case .input(let input): calculatorView.setInputText(input.text)
    }
    showResult(undone.sum)
  }
}
