import Testing
import ViewKit

/// A screen with one identified label, to find on the top screen.
@MainActor
private final class TitledScreen: ViewController {
  let identifier: String

  init(title: String, identifier: String) {
    self.identifier = identifier
    super.init()
    self.title = title
  }

  override func loadView() {
    let root = View()
    let label = Label()
    label.accessibilityIdentifier = identifier
    root.addSubview(label)
    view = root
  }
}

/// The appearance callbacks of several screens, in the order they came.
@MainActor
private final class AppearanceLog {
  var entries: [String] = []
}

/// A screen that writes its lifecycle to a shared log: its name, the callback, and `moving to`
/// or `moving from` while ``ViewController/isMovingToParent`` or
/// ``ViewController/isMovingFromParent`` is true.
@MainActor
private final class AppearanceRecorder: ViewController {
  let name: String
  let log: AppearanceLog

  init(_ name: String, log: AppearanceLog) {
    self.name = name
    self.log = log
    super.init()
  }

  private func record(_ callback: String) {
    let moving = [isMovingToParent ? "moving to" : nil, isMovingFromParent ? "moving from" : nil]
    log.entries.append(([name, callback] + moving.compactMap { $0 }).joined(separator: " "))
  }

  override func viewDidLoad() { record("viewDidLoad") }
  override func viewWillAppear() { record("viewWillAppear") }
  override func viewDidAppear() { record("viewDidAppear") }
  override func viewWillDisappear() {
    record("viewWillDisappear" + (navigationController == nil ? " detached" : ""))
  }
  override func viewDidDisappear() {
    record("viewDidDisappear" + (navigationController == nil ? " detached" : ""))
  }
}

@MainActor
struct NavigationControllerTests {
  @Test func startsWithTheRootOnTopAndItsTitle() {
    let root = TitledScreen(title: "Calculator", identifier: "input")
    let navigation = NavigationController(rootViewController: root)
    #expect(navigation.topViewController === root)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.navigationTitle == "Calculator")
    #expect(root.navigationController === navigation)
  }

  @Test func pushShowsTheNewTopScreenOnlyAndPopComesBack() {
    let root = TitledScreen(title: "Calculator", identifier: "input")
    let navigation = NavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    #expect(navigation.view.descendant(withAccessibilityIdentifier: "input") != nil)
    navigation.pushViewController(TitledScreen(title: "History", identifier: "historyList"))
    #expect(navigation.navigationTitle == "History")
    #expect(navigation.view.descendant(withAccessibilityIdentifier: "input") == nil)
    #expect(navigation.view.descendant(withAccessibilityIdentifier: "historyList") != nil)
    let popped = navigation.popViewController()
    #expect(popped?.title == "History")
    #expect(popped?.navigationController == nil)
    #expect(navigation.topViewController === root)
    #expect(navigation.view.subviews.count == 1)
    #expect(navigation.view.descendant(withAccessibilityIdentifier: "input") != nil)
  }

  @Test func theRootIsNeverPoppedAndAScreenIsPushedOnce() {
    let root = TitledScreen(title: "Calculator", identifier: "input")
    let navigation = NavigationController(rootViewController: root)
    #expect(navigation.popViewController() == nil)
    navigation.tapBackButton()
    navigation.pushViewController(root)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func theBackButtonPopsTheTopScreenAndNothingOfItSurvives() {
    let tracker = LifetimeTracker()
    let root = TitledScreen(title: "Calculator", identifier: "input")
    let navigation = NavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    tracker.track {
      let history = TitledScreen(title: "History", identifier: "historyList")
      navigation.pushViewController(history)
      history.title = "Kept"
    }
    #expect(navigation.navigationTitle == "Kept")
    #expect(tracker.watchedCount == 3)  // the screen, its root view, its label
    navigation.tapBackButton()
    #expect(navigation.navigationTitle == "Calculator")
    #expect(tracker.survivors == [])
  }

  @Test func aNavigationItemTitleOverridesTheTitleUntilTheTitleChanges() {
    let root = TitledScreen(title: "Calculator", identifier: "input")
    let navigation = NavigationController(rootViewController: root)
    root.navigationItem.title = "Sum"
    #expect(navigation.navigationTitle == "Sum")
    root.title = "Adder"
    #expect(navigation.navigationTitle == "Adder")
  }

  @Test func popToRootLeavesOnlyTheRoot() {
    let root = TitledScreen(title: "Calculator", identifier: "input")
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(TitledScreen(title: "A", identifier: "a"))
    navigation.pushViewController(TitledScreen(title: "B", identifier: "b"))
    #expect(navigation.viewControllers.count == 3)
    navigation.popToRootViewController()
    #expect(navigation.viewControllers.map(\.title) == ["Calculator"])
  }

  /// A navigation stack on screen of recorders named `names`, the root first, each pushed in
  /// turn, with `log` emptied after.
  private func stackOnScreen(_ names: [String], log: AppearanceLog) -> NavigationController {
    let navigation = NavigationController(rootViewController: AppearanceRecorder("A", log: log))
    navigation.loadViewIfNeeded()
    for name in names { navigation.pushViewController(AppearanceRecorder(name, log: log)) }
    log.entries = []
    return navigation
  }

  /// The callbacks of popping B to reveal A.
  private let poppingBOverA = [
    "B viewWillDisappear moving from", "A viewWillAppear",
    "B viewDidDisappear detached moving from", "A viewDidAppear",
  ]

  @Test func loadingTheViewShowsTheRootWhichMovesNowhere() {
    let log = AppearanceLog()
    let navigation = NavigationController(rootViewController: AppearanceRecorder("A", log: log))
    navigation.loadViewIfNeeded()
    #expect(log.entries == ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
  }

  @Test func aPushHidesTheOldTopThenShowsTheNewOneMovingToTheStack() {
    let log = AppearanceLog()
    let navigation = stackOnScreen([], log: log)
    let pushed = AppearanceRecorder("B", log: log)
    navigation.pushViewController(pushed)
    #expect(
      log.entries == [
        "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear moving to",
        "A viewDidDisappear", "B viewDidAppear moving to",
      ])
    #expect(!pushed.isMovingToParent)
  }

  @Test func aPopHidesThePoppedOneMovingFromTheStackThenShowsTheOneBelow() {
    let log = AppearanceLog()
    let navigation = stackOnScreen(["B"], log: log)
    let popped = navigation.popViewController()
    #expect(log.entries == poppingBOverA)
    #expect(popped?.isMovingFromParent == false)
    #expect(navigation.topViewController?.isMovingFromParent == false)
  }

  @Test func theBackButtonPopsWithTheSameCallbacksAsAPop() {
    let log = AppearanceLog()
    stackOnScreen(["B"], log: log).tapBackButton()
    #expect(log.entries == poppingBOverA)
  }

  @Test func aStackNotOnScreenSendsNoAppearanceUntilItsViewLoads() {
    let log = AppearanceLog()
    let navigation = NavigationController(rootViewController: AppearanceRecorder("A", log: log))
    navigation.pushViewController(AppearanceRecorder("B", log: log))
    navigation.pushViewController(AppearanceRecorder("C", log: log))
    navigation.popViewController()
    #expect(log.entries == [])
    navigation.loadViewIfNeeded()
    navigation.popViewController()
    let showingBThenLoadingA = [
      "B viewDidLoad", "B viewWillAppear", "B viewDidAppear", "A viewDidLoad",
    ]
    #expect(log.entries == showingBThenLoadingA + poppingBOverA)
  }

  @Test func popToRootHidesOnlyTheTopAndShowsOnlyTheRoot() {
    let log = AppearanceLog()
    let navigation = stackOnScreen(["B", "C"], log: log)
    let middle = navigation.viewControllers[1]
    navigation.popToRootViewController()
    #expect(
      log.entries == [
        "C viewWillDisappear moving from", "A viewWillAppear",
        "C viewDidDisappear detached moving from", "A viewDidAppear",
      ])
    #expect(middle.navigationController == nil)
    #expect(navigation.view.subviews.count == 1)
  }
}
