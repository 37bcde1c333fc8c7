import Testing
import TextEditing
import VIPER
import WorkbenchTestSupport

/// The presenter is tested between a fake view and a spy interactor: no kit, no model.
@MainActor
struct PresenterTests {
  /// A presenter over `interactor`, presenting to `view`, wired as the router wires it.
  private func makePresenter(
    presentingTo view: FakeCalculatorView = FakeCalculatorView(),
    over interactor: any CalculatorInteractorInputProtocol = InteractorSpy()
  ) -> Presenter {
    let presenter = Presenter(interactor: interactor)
    presenter.view = view
    return presenter
  }

  @Test func turnsEveryEventIntoAUseCaseForTheInteractor() {
    var field = SimulatedField()
    let interactor = InteractorSpy()
    let presenter = makePresenter(over: interactor)
    presenter.viewDidLoad()
    presenter.didChangeTokenText(",")
    let typed = field.type("1,2")
    presenter.didChangeInputText(typed)
    #expect(interactor.useCases == [.fetchSum, .updateToken(","), .updateInput(typed)])
  }

  @Test func formatsEachSumForTheView() {
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view)
    for sum: Int128 in [0, -4, 9_223_372_036_854_775_825] {
      presenter.didCalculateSum(sum)
    }
    #expect(view.shownResults == ["0", "-4", "9223372036854775825"])
  }

  @Test func formatsEachPieceCountForTheView() {
    let view = FakeCalculatorView()
    let presenter = makePresenter(presentingTo: view)
    for pieceCount in [0, 3, 12] {
      presenter.didCountPieces(pieceCount)
    }
    #expect(view.shownPieceCounts == ["0", "3", "12"])
  }

  @Test func showsNothingWhenItsViewIsGone() {
    var view: FakeCalculatorView? = FakeCalculatorView()
    weak let weakView = view
    let presenter = makePresenter(presentingTo: view ?? FakeCalculatorView())
    view = nil
    #expect(weakView == nil)
    presenter.didCalculateSum(1)
  }

  @Test func ownsItsInteractor() {
    var interactor: InteractorSpy? = InteractorSpy()
    weak let weakInteractor = interactor
    let presenter = makePresenter(over: interactor ?? InteractorSpy())
    interactor = nil
    #expect(weakInteractor != nil)
    presenter.viewDidLoad()
    #expect(weakInteractor?.useCases == [.fetchSum])
  }
}
