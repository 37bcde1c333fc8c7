public import CalculatorModel
import CalculatorUI
public import TextEditing
import Tracing

/// The presenter of MVP: owns the model, receives the view's events as plain values, and tells
/// the view what to show through ``CalculatorViewProtocol``.
///
/// It knows no kit type, so it is tested against a fake view, and it holds its view weakly, so
/// the view (which owns the presenter) is never kept alive by it.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any CalculatorViewProtocol)?

  /// The kit view whose label it sets directly; the view controller hands it over.
  ///
  /// MUTANT: it is also handed the kit's `CalculatorView`, to set the label without the hop
  /// through the view protocol. The screen shows the same; only the rule that a presenter
  /// touches no kit type tells it apart, so no scenario and no fuzzing can.
  weak var calculatorView: CalculatorView?

  private let model: Calculator

  /// Creates a presenter over `model`, which it owns, with no view yet.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
  }

  /// Shows the result for the input already on screen.
  public func viewDidLoad() {
    @Received(by: self) var message = #function
    showResultForInputOnScreen()
  }

  /// Updates the model's token, then the result for the input on screen.
  ///
  /// - Parameter token: The token field's new text.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    showResultForInputOnScreen()
  }

  /// Hands the model the new input and the edit that made it, then shows the result.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    show(model.calculate(with: input, after: edit))
  }

  private func showResultForInputOnScreen() {
    guard let view else { return }
    show(model.calculate(with: view.inputText))
  }

  private func show(_ sum: Int128) {
    calculatorView?.setResultText(String(describing: sum))
  }
}
