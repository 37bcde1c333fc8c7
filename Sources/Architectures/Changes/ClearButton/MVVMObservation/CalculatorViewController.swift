public import CalculatorUI
import Observation
public import TextEditing
import Tracing
public import ViewKit

/// The view of MVVM with Swift's Observation: shows the view model's outputs under observation
/// tracking and forwards the widgets' events to the view model's inputs.
///
/// Observation calls `onChange` before the change (in the property's `willSet`), when the new
/// value cannot be read yet, and only once. So `onChange` only marks the label as needing an
/// update, and the controller updates it, reading the new value and tracking it again, as soon
/// as the view model has handled the event, as UIKit updates what it marked at the end of each
/// event. The label is current when every edit returns, and no task or queue hop is involved.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let viewModel: ViewModel
  private var needsUpdateResultText = false
  private var needsUpdateInputText = false

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

  /// Becomes the view's delegate and shows the view model's result and input, tracking them.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    updateResultText()
    updateInputText()
  }

  private func updateResultText() {
    needsUpdateResultText = false
    let resultText = track({ $0.resultText }, onChange: { $0.needsUpdateResultText = true })
    calculatorView.setResultText(resultText)
  }

  private func updateResultTextIfNeeded() {
    if needsUpdateResultText { updateResultText() }
  }

  private func updateInputText() {
    needsUpdateInputText = false
    let inputText = track({ $0.inputText }, onChange: { $0.needsUpdateInputText = true })
    calculatorView.setInputText(inputText)
  }

  private func updateInputTextIfNeeded() {
    if needsUpdateInputText { updateInputText() }
  }

  /// Reads an output of the view model under observation tracking, so that its next change
  /// calls `mark`, which marks what shows it as needing an update.
  private func track(
    _ read: (any ViewModelOutputs) -> String,
    onChange mark: @escaping @MainActor @Sendable (CalculatorViewController) -> Void
  ) -> String {
    withObservationTracking {
      read(viewModel.outputs)
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        mark(self)
      }
    }
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Forwards the token edit to the view model, then updates what the edit changed.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    viewModel.inputs.didChangeTokenText(token)
    updateResultTextIfNeeded()
  }

  /// Forwards the input edit to the view model, then updates what the edit changed.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    viewModel.inputs.didChangeInputText(input, edit: edit)
    updateResultTextIfNeeded()
  }

  /// Forwards the tap to the view model, then updates what the tap changed.
  public func didTapClearButton(_ calculatorView: CalculatorView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapClearButton()
    updateResultTextIfNeeded()
    updateInputTextIfNeeded()
  }
}
