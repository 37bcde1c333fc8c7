public import TextEditing
import Tracing

/// The presenter of VIPER: turns the view's events into use cases for the interactor, and the
/// interactor's outcomes into text for the view.
///
/// It holds no model and decides no business rule, and it knows neither kit types nor the
/// concrete view or interactor, only their protocols. It owns its interactor and holds its view
/// weakly, the view being its owner.
@MainActor
public final class Presenter {
  private weak var view: (any CalculatorViewProtocol)?
  private let interactor: any CalculatorInteractorInputProtocol

  /// Creates a presenter for `view`, which it holds weakly, over `interactor`, which it owns.
  ///
  /// - Parameters:
  ///   - view: The view to present to.
  ///   - interactor: The interactor to ask for the use cases.
  public init(
    view: any CalculatorViewProtocol, interactor: any CalculatorInteractorInputProtocol
  ) {
    self.view = view
    self.interactor = interactor
  }
}

extension Presenter: CalculatorPresenterProtocol {
  /// Asks the interactor for the first sum.
  public func viewDidLoad() {
    Trace.call(interactor, "fetchSum") { $0.fetchSum() }
  }

  /// Asks the interactor to change the separators.
  public func didChangeTokenText(_ token: String) {
    Trace.call(interactor, "updateToken", token) { $0.updateToken(token) }
  }

  /// Asks the interactor to change the input by the user's edit.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    Trace.call(interactor, "updateInput", input) { $0.updateInput(input, edit: edit) }
  }
}

extension Presenter: CalculatorInteractorOutputProtocol {
  /// Formats `sum` for the result label and shows it.
  public func didCalculateSum(_ sum: Int128) {
    guard let view else { return }
    let resultText = String(describing: sum)
    Trace.call(view, "setResultText", resultText) { $0.setResultText(resultText) }
  }
}
