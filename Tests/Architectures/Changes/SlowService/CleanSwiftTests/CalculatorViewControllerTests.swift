import CalculatorModel
import CleanSwift
import Scheduling
import ScreenDriver
import Testing
import ViewKit

/// The whole screen, wired by `CalculatorScreen` over a slow service on a virtual clock, driven
/// through its widgets while the test moves time.
@MainActor
struct CalculatorViewControllerTests {
  @Test func showsAnEllipsisAtOnceAndTheLatestSumWhenItsAnswerArrives() throws {
    let scheduler = VirtualScheduler()
    let service = SumService(scheduler: scheduler)
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController(sumService: service))
    #expect(screen.resultText == "0")
    #expect(service.counts == RequestCounts())
    screen.inputField.insertText("7·8")
    #expect(screen.resultText == "…")
    scheduler.advance(by: .milliseconds(100))
    screen.tokenField.insertText("·")
    #expect(screen.resultText == "…")
    scheduler.advance(by: .milliseconds(299))
    #expect(screen.resultText == "…")
    scheduler.advance(by: .milliseconds(1))
    #expect(screen.resultText == "15")
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }

  @Test func releasingTheScreenMidRequestCancelsItAndFreesWhatItCreated() throws {
    let scheduler = VirtualScheduler()
    let service = SumService(scheduler: scheduler)
    weak var weakController: ViewController?
    weak var weakView: View?
    do {
      let controller = CalculatorScreen.makeRootViewController(sumService: service)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    // The released screen left nothing running: its request was cancelled, never answered.
    #expect(scheduler.pendingCount == 0)
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 2))
    scheduler.advance(by: .seconds(1))
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 2))
  }
}
