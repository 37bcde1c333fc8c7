import Testing
import TextEditing
import VIPER
import WorkbenchTestSupport

/// The presenter is tested between a fake view and a spy interactor: no kit, no model.
@MainActor
struct PresenterTests {
  @Test func turnsEveryEventIntoAUseCaseForTheInteractor() {
    var field = SimulatedField()
    let interactor = InteractorSpy()
    let presenter = Presenter(view: FakeCalculatorView(), interactor: interactor)
    presenter.viewDidLoad()
    presenter.didChangeTokenText(",")
    let typed = field.type("1,2")
    presenter.didChangeInputText(typed)
    #expect(interactor.useCases == [.fetchSum, .updateToken(","), .updateInput(typed)])
  }

  @Test func formatsEachSumForTheView() {
    let view = FakeCalculatorView()
    let presenter = Presenter(view: view, interactor: InteractorSpy())
    for sum: Int128 in [0, -4, 9_223_372_036_854_775_825] {
      presenter.didCalculateSum(sum)
    }
    #expect(view.shownResults == ["0", "-4", "9223372036854775825"])
  }

  @Test func showsNothingWhenItsViewIsGone() {
    var view: FakeCalculatorView? = FakeCalculatorView()
    weak let weakView = view
    let presenter = Presenter(view: view ?? FakeCalculatorView(), interactor: InteractorSpy())
    view = nil
    #expect(weakView == nil)
    presenter.didCalculateSum(1)
  }

  @Test func ownsItsInteractor() {
    var interactor: InteractorSpy? = InteractorSpy()
    weak let weakInteractor = interactor
    let presenter = Presenter(
      view: FakeCalculatorView(), interactor: interactor ?? InteractorSpy())
    interactor = nil
    #expect(weakInteractor != nil)
    presenter.viewDidLoad()
    #expect(weakInteractor?.useCases == [.fetchSum])
  }
}
