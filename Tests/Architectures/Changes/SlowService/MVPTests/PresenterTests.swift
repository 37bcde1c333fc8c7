import CalculatorModel
import MVP
import Scheduling
import Testing
import TextEditing

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeCalculatorView: CalculatorViewProtocol {
  var inputText = ""
  private(set) var shownResults: [String] = []

  func setResultText(_ result: String) {
    shownResults.append(result)
  }
}

/// In MVP the presenter is tested against a fake view and a virtual clock: no kit at all.
@MainActor
struct PresenterTests {
  private let scheduler = VirtualScheduler()
  private let view = FakeCalculatorView()

  private func makePresenter() -> (Presenter, SumService) {
    let service = SumService(scheduler: scheduler)
    let presenter = Presenter(sumService: service)
    presenter.view = view
    return (presenter, service)
  }

  private func typed(_ text: String) -> TextEdit {
    TextEdit(range: 0..<0, replacementString: text)
  }

  @Test func showsZeroWhenTheViewLoadsAndSendsNoRequest() {
    let (presenter, service) = makePresenter()
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(10))
    #expect(view.shownResults == ["0"])
    #expect(service.counts == RequestCounts())
  }

  @Test func showsAnEllipsisAtOnceAndTheSum300MillisecondsLater() {
    let (presenter, service) = makePresenter()
    view.inputText = "1,2"
    presenter.didChangeTokenText(",")
    #expect(view.shownResults == ["…"])
    scheduler.advance(by: .milliseconds(299))
    #expect(view.shownResults == ["…"])
    scheduler.advance(by: .milliseconds(1))
    #expect(view.shownResults == ["…", "3"])
    #expect(service.counts == RequestCounts(sent: 1, delivered: 1))
  }

  @Test func aNewerEditCancelsTheRequestBeforeItsAnswerIsShown() {
    let (presenter, service) = makePresenter()
    presenter.didChangeInputText("1", edit: typed("1"))
    scheduler.advance(by: .milliseconds(200))
    presenter.didChangeInputText("12", edit: TextEdit(range: 1..<1, replacementString: "2"))
    scheduler.advance(by: .milliseconds(200))
    #expect(view.shownResults == ["…", "…"])
    scheduler.advance(by: .milliseconds(100))
    #expect(view.shownResults == ["…", "…", "12"])
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }

  @Test func asksForTheLatestTokenWithTheInputOnScreen() {
    let (presenter, _) = makePresenter()
    view.inputText = "1,2;3"
    presenter.didChangeTokenText(",")
    presenter.didChangeTokenText(",;")
    scheduler.advance(by: .milliseconds(300))
    #expect(view.shownResults == ["…", "…", "6"])
  }

  @Test func holdsItsViewWeakly() {
    var fake: FakeCalculatorView? = FakeCalculatorView()
    weak let weakView = fake
    let presenter = Presenter(sumService: SumService(scheduler: scheduler))
    presenter.view = fake
    fake = nil
    #expect(weakView == nil)
    withExtendedLifetime(presenter) {}
  }

  @Test func releasingThePresenterCancelsTheRequestInFlight() {
    let service = SumService(scheduler: scheduler)
    do {
      let presenter = Presenter(sumService: service)
      presenter.view = view
      presenter.didChangeInputText("1", edit: typed("1"))
    }
    #expect(service.counts == RequestCounts(sent: 1, cancelled: 1))
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(view.shownResults == ["…"])
  }
}
