import CleanSwift
import Testing

/// A stand-in for the view: records every view model displayed.
@MainActor
private final class DisplaySpy: CalculatorDisplayLogic {
  private(set) var shown: [String] = []

  func displayTokenChange(viewModel: ChangeToken.ViewModel) {
    shown.append(viewModel.resultText)
  }

  func displayCalculation(viewModel: Calculate.ViewModel) {
    shown.append(viewModel.resultText)
  }
}

/// Clean Swift's presenter formats each response for display: a pending sum as `…`.
@MainActor
struct PresenterTests {
  @Test func formatsAPendingSumAsAnEllipsisAndASumInDecimal() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    presenter.presentTokenChange(response: ChangeToken.Response(sum: nil))
    presenter.presentCalculation(response: Calculate.Response(sum: nil))
    presenter.presentCalculation(response: Calculate.Response(sum: 42))
    #expect(display.shown == ["…", "…", "42"])
  }
}
