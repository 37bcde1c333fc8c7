import TextEditing
import VIPER
import WorkbenchTestSupport

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
final class FakeCalculatorView: CalculatorViewProtocol {
  private(set) var shownResults: [String] = []
  private(set) var shownTokens: [String] = []

  func setResultText(_ result: String) {
    shownResults.append(result)
  }

  func setTokenText(_ token: String) {
    shownTokens.append(token)
  }
}

/// A stand-in for the interactor that records the use cases the presenter asks for.
@MainActor
final class InteractorSpy: CalculatorInteractorInputProtocol {
  enum UseCase: Equatable {
    case fetchToken
    case fetchSum
    case updateToken(String)
    case updateInput(EditedText)
  }

  private(set) var useCases: [UseCase] = []

  func fetchToken() {
    useCases.append(.fetchToken)
  }

  func fetchSum() {
    useCases.append(.fetchSum)
  }

  func updateToken(_ token: String) {
    useCases.append(.updateToken(token))
  }

  func updateInput(_ input: String, edit: TextEdit) {
    useCases.append(.updateInput(EditedText(text: input, edit: edit)))
  }
}

/// A stand-in for the presenter as the interactor's output: records every sum and token
/// reported.
@MainActor
final class InteractorOutputSpy: CalculatorInteractorOutputProtocol {
  private(set) var sums: [Int128] = []
  private(set) var tokens: [String] = []

  func didCalculateSum(_ sum: Int128) {
    sums.append(sum)
  }

  func didFetchToken(_ token: String) {
    tokens.append(token)
  }
}

/// A stand-in for the presenter as the view's: records what the view forwards.
@MainActor
final class PresenterSpy: CalculatorPresenterProtocol {
  private(set) var events: [String] = []

  func viewDidLoad() {
    events.append("viewDidLoad")
  }

  func didChangeTokenText(_ token: String) {
    events.append("token \(token)")
  }

  func didChangeInputText(_ input: String, edit: TextEdit) {
    events.append("input \(input) after \(edit)")
  }
}

extension CalculatorPresenterProtocol {
  /// Tells the presenter of an input change, as the passive view does.
  func didChangeInputText(_ change: EditedText) {
    didChangeInputText(change.text, edit: change.edit)
  }
}

extension CalculatorInteractorInputProtocol {
  /// Asks the interactor for an input change, as the presenter does.
  func updateInput(_ change: EditedText) {
    updateInput(change.text, edit: change.edit)
  }
}
