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
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any CalculatorViewProtocol)?

  private let interactor: any CalculatorInteractorInputProtocol

  /// Creates a presenter over `interactor`, which it owns, with no view yet.
  ///
  /// - Parameter interactor: The interactor to ask for the use cases.
  public init(interactor: any CalculatorInteractorInputProtocol) {
    self.interactor = interactor
  }
}

extension Presenter: CalculatorPresenterProtocol {
  /// Asks the interactor for the first sum.
  public func viewDidLoad() {
    @Received(by: self) var message = #function
    interactor.fetchSum()
  }

  /// Asks the interactor to change the separators.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    interactor.updateToken(token)
  }

  /// Asks the interactor to change the input by the user's edit.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    interactor.updateInput(input, edit: edit)
  }
}

extension Presenter: CalculatorInteractorOutputProtocol {
  /// Shows `…` while the sum is on its way.
  public func didStartCalculatingSum() {
    @Received(by: self) var message = #function
    view?.setResultText("…")
  }

  /// Formats `sum` for the result label and shows it.
  public func didCalculateSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    view?.setResultText(String(describing: sum))
  }
}
