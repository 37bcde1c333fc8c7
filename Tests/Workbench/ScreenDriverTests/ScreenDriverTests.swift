import ArchitectureDescriptor
import ScreenDriver
import Testing
import ViewKit
import WorkbenchTestSupport

/// Finding widgets by accessibility identifier, as a UI test's queries do.
@MainActor
struct ScreenDriverTests {
  private func screen() throws -> ScreenDriver {
    try ScreenDriver(TestArchitectures.withButton.makeRootViewController())
  }

  @Test func findsAButtonByItsIdentifierAndTapsIt() throws {
    let screen = try screen()
    screen.inputField.insertText("7")
    try screen.button(ButtonScreenIdentifier.clearButton).tap()
    #expect(screen.inputField.text == "")
    #expect(try screen.text(of: ButtonScreenIdentifier.tapCountLabel) == "1")
  }

  @Test func readsTheTextOfALabelAFieldAndAButtonTitle() throws {
    let screen = try screen()
    screen.tokenField.insertText(";")
    #expect(try screen.text(of: "tokenTextField") == ";")
    #expect(try screen.text(of: "resultLabel") == "0")
    #expect(try screen.text(of: ButtonScreenIdentifier.clearButton) == "Clear")
  }

  @Test func listsEveryIdentifierOnceInTheScreensOrderAndItsButtons() throws {
    let screen = try screen()
    #expect(
      screen.identifiers == [
        "tokenTextField", "inputTextField", "resultLabel", "clearButton", "tapCountLabel",
      ])
    #expect(screen.buttonIdentifiers == ["clearButton"])
  }

  @Test func aMissingWidgetAndAWidgetOfAnotherKindAreErrorsNamingTheIdentifier() throws {
    let screen = try screen()
    #expect(throws: ScreenDriverError(identifier: "undoButton", problem: .missing)) {
      try screen.button("undoButton")
    }
    #expect(
      throws: ScreenDriverError(
        identifier: "resultLabel", problem: .wrongKind(expected: "a button", found: "a label"))
    ) { try screen.button("resultLabel") }
    #expect(
      ScreenDriverError(identifier: "undoButton", problem: .missing).description
        == "the screen has no widget with accessibility identifier 'undoButton'")
    #expect(
      ScreenDriverError(
        identifier: "resultLabel", problem: .wrongKind(expected: "a button", found: "a label")
      ).description
        == "the widget with accessibility identifier 'resultLabel' is a label, not a button")
  }

  @Test func aCalculatorScreenMissingOneOfItsWidgetsCannotBeDriven() {
    let label = Label()
    label.accessibilityIdentifier = "resultLabel"
    #expect(throws: ScreenDriverError(identifier: "tokenTextField", problem: .missing)) {
      try ScreenDriver(RootController(label))
    }
  }

  @Test func aScreenWithNoneOfTheCalculatorsWidgetsIsDrivenByItsOwn() throws {
    let button = Button()
    button.accessibilityIdentifier = "signUpButton"
    button.title = "Sign up"
    let screen = try ScreenDriver(RootController(button))
    #expect(!screen.isCalculator)
    #expect(try screen.text(of: "signUpButton") == "Sign up")
    #expect(screen.identifiers == ["signUpButton"])
    #expect(try ScreenDriver(ViewController()).isCalculator == false)
    #expect(try ScreenDriver(TestArchitectures.withButton.makeRootViewController()).isCalculator)
  }

  @Test func aPlainViewShowsNoText() throws {
    let root = View()
    for (identifier, widget) in [
      ("tokenTextField", TextField()), ("inputTextField", TextField()),
    ] as [(String, View)] {
      widget.accessibilityIdentifier = identifier
      root.addSubview(widget)
    }
    let label = Label()
    label.accessibilityIdentifier = "resultLabel"
    root.addSubview(label)
    let spacer = View()
    spacer.accessibilityIdentifier = "spacer"
    root.addSubview(spacer)
    let controller = RootController(root)
    let screen = try ScreenDriver(controller)
    #expect(
      throws: ScreenDriverError(
        identifier: "spacer",
        problem: .wrongKind(
          expected: "a label, a text field, a button or a segmented control",
          found: "a plain view"))
    ) { try screen.text(of: "spacer") }
  }
}

/// A view controller whose root view is given.
@MainActor
private final class RootController: ViewController {
  private let root: View

  init(_ root: View) {
    self.root = root
    super.init()
  }

  override func loadView() {
    view = root
  }
}
