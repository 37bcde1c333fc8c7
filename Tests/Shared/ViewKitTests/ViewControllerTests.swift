import Testing
import ViewKit

@MainActor
private final class LifecycleRecorder: ViewController {
  var calls: [String] = []
  let customView = Label()

  override func loadView() {
    calls.append("loadView")
    view = customView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }
}

@MainActor
struct ViewControllerTests {
  @Test func loadsTheViewOnFirstAccessThenCallsViewDidLoadOnce() {
    let controller = LifecycleRecorder()
    #expect(!controller.isViewLoaded)
    #expect(controller.view === controller.customView)
    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad"])
  }

  @Test func theDefaultViewIsAnEmptyView() {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    #expect(controller.isViewLoaded)
    #expect(controller.view.subviews.isEmpty)
  }

  @Test func theAppearanceCallbacksDoNothingByDefaultAndNothingMovesOffAStack() {
    let controller = ViewController()
    controller.viewWillAppear()
    controller.viewDidAppear()
    controller.viewWillDisappear()
    controller.viewDidDisappear()
    #expect(!controller.isViewLoaded)
    #expect(!controller.isMovingToParent)
    #expect(!controller.isMovingFromParent)
  }
}
