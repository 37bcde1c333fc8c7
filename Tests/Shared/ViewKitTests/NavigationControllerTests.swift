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
}
