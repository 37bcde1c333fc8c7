import Testing
import ViewKit

/// A list of texts that shows itself in a table and records what the user does.
@MainActor
private final class TextList: TableViewDataSource, TableViewDelegate {
  var items: [String]
  var selected: [Int] = []
  var deletesOnCommit = true

  init(_ items: [String]) {
    self.items = items
  }

  func numberOfRows(in tableView: TableView) -> Int { items.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = TableViewCell()
    cell.textLabel.text = items[row]
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    selected.append(row)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int
  ) {
    guard editingStyle == .delete, deletesOnCommit else { return }
    items.remove(at: row)
    tableView.deleteRows(at: [row])
  }
}

@MainActor
struct TableViewTests {
  private func makeTable(_ items: [String]) -> (TableView, TextList) {
    let table = TableView()
    table.accessibilityIdentifier = "historyList"
    let list = TextList(items)
    table.dataSource = list
    table.delegate = list
    table.reloadData()
    return (table, list)
  }

  @Test func showsOneCellPerRowWithTheDataSourcesText() {
    let (table, _) = makeTable(["1 = 1", "2,3 = 5"])
    #expect(table.numberOfRows == 2)
    #expect(table.rowTexts == ["1 = 1", "2,3 = 5"])
    #expect(table.cellForRow(at: 1)?.textLabel.text == "2,3 = 5")
    #expect(table.cellForRow(at: 2) == nil)
    #expect(table.subviews.count == 2)
  }

  @Test func aTapTellsTheDelegateWhichRowAndOutOfRangeRowsAreIgnored() {
    let (table, list) = makeTable(["a", "b", "c"])
    table.selectRow(at: 2)
    table.selectRow(at: 3)
    table.selectRow(at: -1)
    #expect(list.selected == [2])
  }

  @Test func swipeToDeleteCommitsAndTheRowsBelowMoveUp() {
    let (table, list) = makeTable(["a", "b", "c"])
    table.swipeToDeleteRow(at: 0)
    #expect(list.items == ["b", "c"])
    #expect(table.rowTexts == ["b", "c"])
    #expect(table.subviews.count == 2)
  }

  @Test func aDeleteTheDataSourceDoesNotMakeLeavesTheRowShown() {
    let (table, list) = makeTable(["a", "b"])
    list.deletesOnCommit = false
    table.swipeToDeleteRow(at: 1)
    #expect(table.rowTexts == ["a", "b"])
  }

  @Test func insertRowsAsksForTheNewRowsOnly() {
    let (table, list) = makeTable(["b"])
    let kept = table.cellForRow(at: 0)
    list.items.insert("a", at: 0)
    table.insertRows(at: [0])
    #expect(table.rowTexts == ["a", "b"])
    #expect(table.cellForRow(at: 1) === kept)
  }

  @Test func anUpdateThatDisagreesWithTheDataSourceReloadsEveryRow() {
    let (table, list) = makeTable([])
    table.insertRows(at: [])
    list.items = ["x", "y"]
    table.insertRows(at: [0])
    #expect(table.rowTexts == ["x", "y"])
    list.items = []
    table.deleteRows(at: [5])
    #expect(table.rowTexts == [])
  }

  @Test func aReloadReplacesEveryCellAndLeavesOtherSubviewsInPlace() {
    let (table, list) = makeTable(["a", "b", "c"])
    let old = (0..<3).compactMap { table.cellForRow(at: $0) }
    let header = View()
    table.addSubview(header)
    list.items = ["x", "y"]
    table.reloadData()
    #expect(table.rowTexts == ["x", "y"])
    #expect(old.allSatisfy { $0.superview == nil })
    #expect(table.subviews.count == 3)
    #expect(table.subviews.first === header)
    #expect(table.subviews.dropFirst().allSatisfy { $0.superview === table })
  }

  @Test func aReloadTakesACellPutElsewhereOutOfThatView() throws {
    let (table, list) = makeTable(["a", "b"])
    let elsewhere = View()
    let moved = try #require(table.cellForRow(at: 0))
    elsewhere.addSubview(moved)
    list.items = ["c"]
    table.reloadData()
    #expect(moved.superview == nil)
    #expect(elsewhere.subviews.isEmpty)
    #expect(table.rowTexts == ["c"])
    #expect(table.subviews.count == 1)
  }

  @Test func reloadingManyRowsKeepsOneCellPerRow() {
    let items = (0..<5000).map { "\($0) = \($0)" }
    let (table, list) = makeTable(items)
    list.items.removeLast()
    table.reloadData()
    #expect(table.numberOfRows == 4999)
    #expect(table.subviews.count == 4999)
    #expect(table.rowTexts == Array(items.dropLast()))
  }

  @Test func theDataSourceAndDelegateAreNotRetained() {
    let table = TableView()
    var list: TextList? = TextList(["a"])
    table.dataSource = list
    table.delegate = list
    list = nil
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
    table.reloadData()
    #expect(table.rowTexts == [])
  }

  @Test func rowsAreFoundByIdentifierInsideTheTable() {
    let (table, _) = makeTable(["a"])
    let root = View()
    root.addSubview(table)
    let found = root.descendant(TableView.self, withAccessibilityIdentifier: "historyList")
    #expect(found?.rowTexts == ["a"])
  }
}
