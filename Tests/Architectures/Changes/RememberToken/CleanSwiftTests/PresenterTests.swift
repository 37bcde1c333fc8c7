import CleanSwift
import Testing

/// The presenter is tested with a spy in place of the view: responses in, view models out.
@MainActor
struct PresenterTests {
  @Test func formatsEachResponseAsItsUseCasesViewModel() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    presenter.presentTokenChange(response: ChangeToken.Response(sum: 0))
    presenter.presentCalculation(response: Calculate.Response(sum: -4))
    presenter.presentCalculation(response: Calculate.Response(sum: 9_223_372_036_854_775_825))
    #expect(display.tokenChanges == [ChangeToken.ViewModel(resultText: "0")])
    #expect(
      display.calculations == [
        Calculate.ViewModel(resultText: "-4"),
        Calculate.ViewModel(resultText: "9223372036854775825"),
      ])
  }

  @Test func formatsTheRestoredTokenAsTheTokenFieldsText() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    presenter.presentTokenRestoration(response: RestoreToken.Response(token: ",;", sum: 12))
    #expect(
      display.tokenRestorations == [RestoreToken.ViewModel(tokenText: ",;", resultText: "12")])
    #expect(display.tokenChanges == [])
  }

  @Test func holdsItsViewWeaklyAndDisplaysNothingOnceItIsGone() {
    var display: DisplaySpy? = DisplaySpy()
    weak let weakDisplay = display
    let presenter = Presenter()
    presenter.viewController = display
    display = nil
    #expect(weakDisplay == nil)
    #expect(presenter.viewController == nil)
    presenter.presentCalculation(response: Calculate.Response(sum: 1))
  }
}
