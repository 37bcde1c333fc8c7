import CleanSwift

/// A stand-in for the presenter that records every response the interactor hands it.
@MainActor
final class PresenterSpy: CalculatorPresentationLogic {
  private(set) var tokenRestorations: [RestoreToken.Response] = []
  private(set) var tokenChanges: [ChangeToken.Response] = []
  private(set) var calculations: [Calculate.Response] = []

  /// Every sum presented, whichever use case produced it, in order.
  private(set) var sums: [Int128] = []

  func presentTokenRestoration(response: RestoreToken.Response) {
    tokenRestorations.append(response)
  }

  func presentTokenChange(response: ChangeToken.Response) {
    tokenChanges.append(response)
    sums.append(response.sum)
  }

  func presentCalculation(response: Calculate.Response) {
    calculations.append(response)
    sums.append(response.sum)
  }
}

/// A stand-in for the view that records every view model the presenter hands it.
@MainActor
final class DisplaySpy: CalculatorDisplayLogic {
  private(set) var tokenRestorations: [RestoreToken.ViewModel] = []
  private(set) var tokenChanges: [ChangeToken.ViewModel] = []
  private(set) var calculations: [Calculate.ViewModel] = []

  func displayTokenRestoration(viewModel: RestoreToken.ViewModel) {
    tokenRestorations.append(viewModel)
  }

  func displayTokenChange(viewModel: ChangeToken.ViewModel) {
    tokenChanges.append(viewModel)
  }

  func displayCalculation(viewModel: Calculate.ViewModel) {
    calculations.append(viewModel)
  }
}

/// A stand-in for the interactor that records every request the view sends.
@MainActor
final class InteractorSpy: CalculatorBusinessLogic {
  private(set) var tokenRestorations: [RestoreToken.Request] = []
  private(set) var tokenChanges: [ChangeToken.Request] = []
  private(set) var calculations: [Calculate.Request] = []

  func restoreToken(request: RestoreToken.Request) {
    tokenRestorations.append(request)
  }

  func changeToken(request: ChangeToken.Request) {
    tokenChanges.append(request)
  }

  func calculate(request: Calculate.Request) {
    calculations.append(request)
  }
}
