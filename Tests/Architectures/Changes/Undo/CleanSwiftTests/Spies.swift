import CleanSwift

/// A stand-in for the presenter that records every response the interactor hands it.
@MainActor
final class PresenterSpy: CalculatorPresentationLogic {
  private(set) var tokenChanges: [ChangeToken.Response] = []
  private(set) var calculations: [Calculate.Response] = []
  private(set) var undos: [Undo.Response] = []

  /// Every sum presented, whichever use case produced it, in order.
  private(set) var sums: [Int128] = []

  func presentTokenChange(response: ChangeToken.Response) {
    tokenChanges.append(response)
    sums.append(response.sum)
  }

  func presentCalculation(response: Calculate.Response) {
    calculations.append(response)
    sums.append(response.sum)
  }

  func presentUndo(response: Undo.Response) {
    undos.append(response)
    sums.append(response.sum)
  }
}

/// A stand-in for the view that records every view model the presenter hands it.
@MainActor
final class DisplaySpy: CalculatorDisplayLogic {
  private(set) var tokenChanges: [ChangeToken.ViewModel] = []
  private(set) var calculations: [Calculate.ViewModel] = []
  private(set) var undos: [Undo.ViewModel] = []

  func displayTokenChange(viewModel: ChangeToken.ViewModel) {
    tokenChanges.append(viewModel)
  }

  func displayCalculation(viewModel: Calculate.ViewModel) {
    calculations.append(viewModel)
  }

  func displayUndo(viewModel: Undo.ViewModel) {
    undos.append(viewModel)
  }
}

/// A stand-in for the interactor that records every request the view sends.
@MainActor
final class InteractorSpy: CalculatorBusinessLogic {
  private(set) var tokenChanges: [ChangeToken.Request] = []
  private(set) var calculations: [Calculate.Request] = []
  private(set) var undos: [Undo.Request] = []

  func changeToken(request: ChangeToken.Request) {
    tokenChanges.append(request)
  }

  func calculate(request: Calculate.Request) {
    calculations.append(request)
  }

  func undo(request: Undo.Request) {
    undos.append(request)
  }
}
