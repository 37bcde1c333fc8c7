public import CalculatorModel
public import TextEditing
import Tracing

/// The view model of MVVM, gone wrong: instead of publishing an output the view binds to, it
/// holds the view controller and tells it what to show.
///
/// The view controller owns the view model and the view model owns the view controller, so
/// neither is ever freed, and the view model cannot be tested without a screen. Run
/// `workbench exercise check view-model-owns-view`.
@MainActor
public final class ViewModel {
  private let model: Calculator
  private var input = ""
  private var viewController: CalculatorViewController?

  /// Creates a view model over `model`, which it owns, with an empty input.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
  }

  /// Starts showing results in `viewController`, beginning with the sum of the empty input.
  ///
  /// - Parameter viewController: The screen to show results in.
  public func attach(_ viewController: CalculatorViewController) {
    @Received(by: self) var message = #function
    self.viewController = viewController
    updateResult()
  }

  /// Updates the model's token and the result for the current input.
  ///
  /// - Parameter token: The token field's new text.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    updateResult()
  }

  /// Applies the edit to its copy of the input and updates the result from the edit.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    guard edit.apply(to: &self.input, expecting: input) else { return updateResult() }
    setResult(model.calculate(with: self.input, after: edit))
  }

  private func updateResult() {
    setResult(model.calculate(with: input))
  }

  private func setResult(_ sum: Int128) {
    viewController?.showResult(String(describing: sum))
  }
}
