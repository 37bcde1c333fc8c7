import Testing
import ViewKit

/// A list of texts that shows itself in a table and records what the user does.
@MainActor
private final class TextList: TableViewDataSource, TableViewDelegate {
  var items: [String]
  var selected: [Int] = []
  var deletesOnCommit = true
  /// The rows the table asked cells for, in order.
  var asked: [Int] = []
  /// How many cells the data source made, not dequeued.
  var made = 0
  /// The reuse identifier it dequeues with, or `nil` to make a cell each time.
  var reuseIdentifier: String? = "row"

  init(_ items: [String]) {
    self.items = items
  }

  func numberOfRows(in tableView: TableView) -> Int { items.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    asked.append(row)
    let reused = reuseIdentifier.flatMap { tableView.dequeueReusableCell(withIdentifier: $0) }
    let cell = reused ?? TableViewCell(reuseIdentifier: reuseIdentifier)
    if reused == nil { made += 1 }
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

extension TableView {
  /// The texts of the visible rows, top to bottom.
  fileprivate var rowTexts: [String] { visibleCells.map(\.text) }
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

  @Test func aReloadReusesTheCellsAndLeavesOtherSubviewsInPlace() {
    let (table, list) = makeTable(["a", "b", "c"])
    let old = (0..<3).compactMap { table.cellForRow(at: $0) }
    let header = View()
    table.addSubview(header)
    list.items = ["x", "y"]
    table.reloadData()
    #expect(table.rowTexts == ["x", "y"])
    #expect(old.filter { $0.superview === table }.count == 2)
    #expect(list.made == 3)
    #expect(table.subviews.count == 3)
    #expect(table.subviews.first === header)
    #expect(table.subviews.dropFirst().allSatisfy { $0.superview === table })
  }

  @Test func aReloadLeavesACellPutElsewhereWhereItIs() throws {
    let (table, list) = makeTable(["a", "b"])
    let elsewhere = View()
    let moved = try #require(table.cellForRow(at: 0))
    elsewhere.addSubview(moved)
    list.items = ["c"]
    table.reloadData()
    #expect(moved.superview === elsewhere)
    #expect(table.rowTexts == ["c"])
    #expect(table.subviews.count == 1)
  }

  @Test func onlyTheRowsInTheViewportGetCells() {
    let items = (0..<5000).map { "\($0) = \($0)" }
    let (table, list) = makeTable(items)
    #expect(table.numberOfRows == 5000)
    #expect(table.visibleRows == 0..<TableView.defaultVisibleRowCount)
    #expect(list.asked == Array(0..<TableView.defaultVisibleRowCount))
    #expect(table.subviews.count == TableView.defaultVisibleRowCount)
    #expect(table.cellForRow(at: 12) == nil)
    #expect(table.rowTexts == Array(items.prefix(12)))
  }

  @Test func aReloadAsksForTheVisibleRowsOnlyAndReusesTheirCells() {
    let (table, list) = makeTable((0..<5000).map(String.init))
    list.items.removeLast()
    table.reloadData()
    #expect(table.numberOfRows == 4999)
    #expect(list.asked.count == 24)
    #expect(list.made == 12)
    #expect(table.subviews.count == 12)
  }

  @Test func scrollingThroughAThousandRowsMakesAScreenfulOfCells() {
    let items = (0..<1000).map(String.init)
    let (table, list) = makeTable(items)
    var read: [String] = []
    for row in items.indices {
      table.scrollToRow(at: row)
      read.append(table.cellForRow(at: row)?.text ?? "none")
    }
    #expect(read == items)
    #expect(table.visibleRows == 988..<1000)
    #expect(list.made <= 13)
    #expect(table.subviews.count == 12)
  }

  @Test func scrollingMovesTheViewportAsLittleAsItTakes() {
    let (table, list) = makeTable((0..<100).map(String.init))
    table.scrollToRow(at: 5)
    #expect(table.firstVisibleRow == 0)
    table.scrollToRow(at: 50)
    #expect(table.visibleRows == 39..<51)
    table.scrollToRow(at: 20)
    #expect(table.visibleRows == 20..<32)
    table.scrollToRow(at: 100)
    #expect(table.firstVisibleRow == 20)
    #expect(list.asked.count == 12 + 12 + 12)
  }

  @Test func aRowOutOfViewCannotBeTappedUntilScrolledTo() {
    let (table, list) = makeTable((0..<100).map(String.init))
    table.selectRow(at: 40)
    table.swipeToDeleteRow(at: 40)
    #expect(list.selected.isEmpty)
    #expect(list.items.count == 100)
    table.scrollToRow(at: 40)
    table.selectRow(at: 40)
    #expect(list.selected == [40])
  }

  @Test func aDeleteAsksOnlyForTheRowThatMovesIntoView() {
    let (table, list) = makeTable((0..<100).map(String.init))
    list.asked = []
    table.swipeToDeleteRow(at: 3)
    #expect(list.asked == [11])
    #expect(list.made == 12)
    #expect(table.rowTexts == ["0", "1", "2"] + (4...12).map(String.init))
    #expect(table.subviews.count == 12)
  }

  @Test func aDeleteAtTheBottomOfTheListScrollsTheRowsAboveIn() {
    let (table, list) = makeTable((0..<20).map(String.init))
    table.scrollToRow(at: 19)
    table.swipeToDeleteRow(at: 19)
    #expect(table.visibleRows == 7..<19)
    #expect(table.rowTexts == (7..<19).map(String.init))
    #expect(list.items.count == 19)
  }

  @Test func anInsertionAboveTheViewportKeepsTheOffsetAndTheCellsThatStay() {
    let (table, list) = makeTable((0..<50).map(String.init))
    table.scrollToRow(at: 30)
    let shown = table.cellForRow(at: 25)
    list.items.insert("new", at: 0)
    list.asked = []
    table.insertRows(at: [0])
    #expect(table.visibleRows == 19..<31)
    #expect(table.cellForRow(at: 26) === shown)
    #expect(list.asked == [19])
    #expect(table.rowTexts == (18..<30).map(String.init))
  }

  @Test func reloadRowsAsksAgainForTheVisibleOnes() {
    let (table, list) = makeTable((0..<50).map(String.init))
    list.items[2] = "two"
    list.items[40] = "forty"
    list.asked = []
    table.reloadRows(at: [2, 40])
    #expect(list.asked == [2])
    #expect(table.cellForRow(at: 2)?.text == "two")
  }

  @Test func cellsWithoutAReuseIdentifierAreNotQueued() {
    let (table, list) = makeTable([])
    list.reuseIdentifier = nil
    list.items = (0..<30).map(String.init)
    table.reloadData()
    table.scrollToRow(at: 29)
    #expect(table.dequeueReusableCell(withIdentifier: "row") == nil)
    #expect(list.made == 24)
  }

  @Test func aTallerViewportShowsMoreRows() {
    let (table, list) = makeTable((0..<50).map(String.init))
    table.visibleRowCount = 20
    #expect(table.visibleRows == 0..<20)
    table.visibleRowCount = 0
    #expect(table.visibleRows == 0..<1)
    #expect(list.items.count == 50)
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
    #expect(found?.visibleCells.map(\.text) == ["a"])
  }
}
