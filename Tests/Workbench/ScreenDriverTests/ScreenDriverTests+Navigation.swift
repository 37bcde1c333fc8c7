import ArchitectureDescriptor
import ScreenDriver
import Testing
import ViewKit
import WorkbenchTestSupport

/// A screen whose root is a navigation controller, driven as its user sees it: the top screen
/// only, its list's rows, and its back button.
extension ScreenDriverTests {
  private func listScreen() throws -> ScreenDriver {
    try ScreenDriver(TestArchitectures.withList.makeRootViewController())
  }

  @Test func findsTheCalculatorsWidgetsInsideTheNavigationController() throws {
    let screen = try listScreen()
    #expect(screen.navigationController != nil)
    #expect(screen.screenTitle == "Calculator")
    screen.inputField.insertText("4")
    #expect(screen.resultText == "4")
    let name = try screen.textField(identifier: ListScreenIdentifier.nameTextField)
    name.insertText("n")
    #expect(try screen.text(of: ListScreenIdentifier.nameTextField) == "n")
  }

  @Test func findsWidgetsOnTheTopScreenOnly() throws {
    let screen = try listScreen()
    try screen.button(ListScreenIdentifier.keepButton).tap()
    try screen.button(ListScreenIdentifier.historyButton).tap()
    #expect(screen.screenTitle == "History")
    #expect(try screen.rowTexts(of: ListScreenIdentifier.historyList) == [":  = 0"])
    #expect(!screen.isOnTopScreen(screen.inputField))
    #expect(screen.identifiers == [ListScreenIdentifier.historyList])
    #expect(
      throws: ScreenDriverError(
        identifier: "keepButton", problem: .notOnTopScreen(screen: "History"))
    ) {
      try screen.button(ListScreenIdentifier.keepButton)
    }
    #expect(throws: ScreenDriverError(identifier: "noSuchWidget", problem: .missing)) {
      try screen.widget("noSuchWidget")
    }
  }

  @Test func tapsAndDeletesRowsCountingFromOne() throws {
    let screen = try listScreen()
    let keep = try screen.button(ListScreenIdentifier.keepButton)
    screen.inputField.insertText("1")
    keep.tap()
    screen.inputField.insertText("2")
    keep.tap()
    try screen.button(ListScreenIdentifier.historyButton).tap()
    let list = ListScreenIdentifier.historyList
    #expect(try screen.rowTexts(of: list) == [": 12 = 12", ": 1 = 1"])
    try screen.deleteRow(1, of: list)
    #expect(try screen.rowTexts(of: list) == [": 1 = 1"])
    #expect(throws: ScreenDriverError(identifier: list, problem: .noSuchRow(row: 2, count: 1))) {
      try screen.tapRow(2, of: list)
    }
    #expect(throws: ScreenDriverError(identifier: list, problem: .noSuchRow(row: 0, count: 1))) {
      try screen.tapRow(0, of: list)
    }
    try screen.tapRow(1, of: list)
    #expect(screen.screenTitle == "Calculator")
    #expect(screen.inputField.text == "1")
  }

  @Test func readsAndTapsRowsOutOfViewByScrollingToThem() throws {
    let screen = try listScreen()
    let keep = try screen.button(ListScreenIdentifier.keepButton)
    screen.tokenField.insertText(",")
    for count in 1...30 {
      screen.inputField.insertText(count == 1 ? "1" : ",1")
      keep.tap()
    }
    try screen.button(ListScreenIdentifier.historyButton).tap()
    let list = ListScreenIdentifier.historyList
    let table = try screen.tableView(list)
    #expect(table.visibleCells.count == TableView.defaultVisibleRowCount)
    let rows = try screen.rowTexts(of: list)
    #expect(rows.count == 30)
    #expect(rows.first == ": " + Array(repeating: "1", count: 30).joined(separator: ",") + " = 30")
    #expect(rows.last == ": 1 = 1")
    #expect(table.firstVisibleRow == 0)
    try screen.deleteRow(30, of: list)
    #expect(try screen.rowTexts(of: list) == Array(rows.dropLast()))
    try screen.tapRow(29, of: list)
    #expect(screen.inputField.text == "1,1")
  }

  @Test func backPopsTheTopScreenAndFailsOnTheFirst() throws {
    let screen = try listScreen()
    try screen.button(ListScreenIdentifier.historyButton).tap()
    try screen.back()
    #expect(screen.screenTitle == "Calculator")
    #expect(throws: ScreenDriverError(identifier: "", problem: .noBackButton(screen: "Calculator")))
    {
      try screen.back()
    }
    let single = try ScreenDriver(TestArchitectures.withButton.makeRootViewController())
    #expect(single.screenTitle == "")
    #expect(throws: ScreenDriverError(identifier: "", problem: .noBackButton(screen: ""))) {
      try single.back()
    }
  }
}
