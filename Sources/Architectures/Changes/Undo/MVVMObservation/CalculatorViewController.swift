public import CalculatorUI
import Observation
public import TextEditing
import Tracing
public import ViewKit

/// The view of MVVM with Swift's Observation: shows the view model's outputs under observation
/// tracking and forwards the widgets' events to the view model's inputs.
///
/// Observation calls `onChange` before the change (in the property's `willSet`), when the new
/// value cannot be read yet, and only once. So `onChange` only marks the label or the fields as
/// needing an update, and the controller updates them, reading the new values and tracking them
/// again, as soon as the view model has handled the event, as UIKit updates what it marked at the
/// end of each event. The widgets are current when every event returns, and no task or queue hop
/// is involved. A field is set only where its text differs from the view model's, which after
/// the user's own edits it never does.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let viewModel: ViewModel
  private var needsUpdateResultText = false
  private var needsUpdateFieldTexts = false

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to observe.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and shows the view model's fields and result, tracking them.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    updateFieldTexts()
    updateResultText()
  }

  private func updateFieldTexts() {
    needsUpdateFieldTexts = false
    let (tokenText, inputText) = withObservationTracking {
      (viewModel.outputs.tokenText, viewModel.outputs.inputText)
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        self.needsUpdateFieldTexts = true
      }
    }
    if calculatorView.tokenText != tokenText { calculatorView.setTokenText(tokenText) }
    if calculatorView.inputText != inputText { calculatorView.setInputText(inputText) }
  }

  private func updateFieldTextsIfNeeded() {
    if needsUpdateFieldTexts { updateFieldTexts() }
  }

  private func updateResultText() {
    needsUpdateResultText = false
    let resultText = withObservationTracking {
      viewModel.outputs.resultText
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        self.needsUpdateResultText = true
      }
    }
    calculatorView.setResultText(resultText)
  }

  private func updateResultTextIfNeeded() {
    if needsUpdateResultText { updateResultText() }
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Forwards the token edit to the view model, then updates what the edit changed.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    viewModel.inputs.didChangeTokenText(token)
    updateFieldTextsIfNeeded()
    updateResultTextIfNeeded()
  }

  /// Forwards the input edit to the view model, then updates what the edit changed.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    viewModel.inputs.didChangeInputText(input, edit: edit)
    updateFieldTextsIfNeeded()
    updateResultTextIfNeeded()
  }

  /// Forwards the undo button's tap to the view model, then updates what the undo changed.
  public func didTapUndoButton(_ calculatorView: CalculatorView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapUndoButton()
    updateFieldTextsIfNeeded()
    updateResultTextIfNeeded()
  }
}
