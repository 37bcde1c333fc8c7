import CleanSwift
import Testing

/// The presenter is tested with a spy in place of the view: responses in, view models out.
@MainActor
struct PresenterTests {
  @Test func formatsEachResponseAsItsUseCasesViewModel() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    presenter.presentTokenChange(response: ChangeToken.Response(sum: 0, pieceCount: 0))
    presenter.presentCalculation(response: Calculate.Response(sum: -4, pieceCount: 2))
    presenter.presentCalculation(
      response: Calculate.Response(sum: 9_223_372_036_854_775_825, pieceCount: 12))
    #expect(display.tokenChanges == [ChangeToken.ViewModel(resultText: "0", pieceCountText: "0")])
    #expect(
      display.calculations == [
        Calculate.ViewModel(resultText: "-4", pieceCountText: "2"),
        Calculate.ViewModel(resultText: "9223372036854775825", pieceCountText: "12"),
      ])
  }

  @Test func holdsItsViewWeaklyAndDisplaysNothingOnceItIsGone() {
    var display: DisplaySpy? = DisplaySpy()
    weak let weakDisplay = display
    let presenter = Presenter()
    presenter.viewController = display
    display = nil
    #expect(weakDisplay == nil)
    #expect(presenter.viewController == nil)
    presenter.presentCalculation(response: Calculate.Response(sum: 1, pieceCount: 1))
  }
}
