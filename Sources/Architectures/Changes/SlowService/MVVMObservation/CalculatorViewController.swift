public import CalculatorUI
import Observation
public import Scheduling
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
/// event. The label is current when every edit returns. A change that no edit caused (the slow
/// service's answer) is rendered on the main scheduler's next turn, as UIKit renders what
/// changed between events on the next turn of the run loop.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let viewModel: ViewModel
  private let scheduler: any Scheduler
  private var needsUpdateResultText = false

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameters:
  ///   - viewModel: The view model to observe.
  ///   - scheduler: The main scheduler, to render a change that no edit caused.
  public init(viewModel: ViewModel, scheduler: any Scheduler) {
    self.viewModel = viewModel
    self.scheduler = scheduler
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and shows the view model's result, tracking it.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    updateResultText()
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
        self.scheduler.schedule(after: .zero) { [weak self] in
          guard let self else { return }
          @Received(by: self) var message = "render"
          self.updateResultTextIfNeeded()
        }
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
    updateResultTextIfNeeded()
  }

  /// Forwards the input edit to the view model, then updates what the edit changed.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    viewModel.inputs.didChangeInputText(input, edit: edit)
    updateResultTextIfNeeded()
  }
}
