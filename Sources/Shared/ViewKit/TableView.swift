import Tracing

/// A list of rows, like UIKit's `UITableView` with one section: it asks its ``dataSource`` for
/// the cells of the rows in its viewport and tells its ``delegate`` what the user selects.
///
/// As in UIKit, only the visible rows have cells. The viewport is ``visibleRowCount`` rows high
/// (UIKit's bounds height over its row height); ``firstVisibleRow`` is how far it is scrolled
/// (UIKit's content offset, in rows). A cell that scrolls out, or whose row is deleted, goes to
/// a reuse queue, and ``dequeueReusableCell(withIdentifier:)`` hands it back to the data source
/// for another row, so a table of 10,000 rows makes as many cells as one of 12. A test, like a
/// UI test, scrolls a row into view (``scrollToRow(at:)``) before it reads or taps it. Rows are
/// numbered from 0, as in UIKit.
///
/// ```swift
/// historyList.dataSource = self
/// historyList.delegate = self
/// historyList.reloadData()
/// historyList.selectRow(at: 0)           // what a tap on the top row does
/// historyList.scrollToRow(at: 40)        // what a swipe up to row 40 does
/// historyList.swipeToDeleteRow(at: 40)   // what a swipe to delete does
/// ```
@MainActor
public final class TableView: View {
  /// The rows the viewport holds when a table is made: a phone's screen of 44-point rows.
  public static let defaultVisibleRowCount = 12

  /// The cells of the rows ``firstVisibleRow`` onwards, in order: one per visible row.
  @exclusivity(unchecked) private var cells: [TableViewCell] = []
  /// Cells off screen, by reuse identifier, for ``dequeueReusableCell(withIdentifier:)``.
  @exclusivity(unchecked) private var reusable: [String: [TableViewCell]] = [:]
  /// The row count the data source last gave.
  @exclusivity(unchecked) private var rowCount = 0

  /// The object that supplies the rows; not retained, as in UIKit.
  public weak var dataSource: (any TableViewDataSource)?

  /// The object told of the user's selections; not retained, as in UIKit.
  public weak var delegate: (any TableViewDelegate)?

  /// How many rows the viewport shows at once, 1 or more: its height over its row height.
  ///
  /// Setting it lays the visible rows out again.
  public var visibleRowCount = TableView.defaultVisibleRowCount {
    didSet {
      visibleRowCount = max(1, visibleRowCount)
      layOutRows(from: firstVisibleRow)
    }
  }

  /// The top row of the viewport: how far the table is scrolled, in rows.
  public private(set) var firstVisibleRow = 0

  /// How many rows the table has, as its data source last said: shown or scrolled out of view.
  public var numberOfRows: Int { rowCount }

  /// The rows in the viewport, top to bottom, like UIKit's `indexPathsForVisibleRows`.
  public var visibleRows: Range<Int> { firstVisibleRow..<(firstVisibleRow + cells.count) }

  /// The cells of the rows in the viewport, top to bottom.
  public var visibleCells: [TableViewCell] { cells }

  /// The cell that shows `row`, or `nil` if the row is not in the viewport (or does not exist),
  /// as in UIKit.
  ///
  /// - Parameter row: The row's index.
  /// - Returns: The row's cell.
  public func cellForRow(at row: Int) -> TableViewCell? {
    visibleRows.contains(row) ? cells[row - firstVisibleRow] : nil
  }

  /// A cell that scrolled out of view, made with `identifier`, for the data source to show
  /// another row in; `nil` when there is none, and the data source makes one.
  ///
  /// - Parameter identifier: The cell's reuse identifier.
  /// - Returns: A cell to reuse, or `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    reusable[identifier]?.popLast()
  }

  /// Asks the data source for the row count and the visible rows' cells again, keeping the
  /// scroll position where it can.
  ///
  /// - Complexity: O(*v*) in the visible rows, plus the data source's work.
  public func reloadData() {
    Trace.call(role: role, "reloadData") {
      rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
      layOutRows(from: firstVisibleRow)
    }
  }

  /// Shows `rows`, which the data source has just added, asking it for those that are visible.
  ///
  /// If the data source's row count does not then match, the table reloads (where UIKit would
  /// raise an exception), so the rows shown are always the data source's.
  ///
  /// - Parameter rows: The indexes of the new rows, in the table after the insertion.
  /// - Complexity: O(*k* log *k* + *v*) for *k* rows and *v* visible rows.
  public func insertRows(at rows: [Int]) {
    Trace.call(role: role, "insertRows", argument: Trace.describe(rows)) {
      let unique = Set(rows)
      let total = rowCount + unique.count
      guard let dataSource, dataSource.numberOfRows(in: self) == total,
        unique.allSatisfy({ (0..<total).contains($0) })
      else { return reloadData() }
      rowCount = total
      // As in UIKit the content offset stays: rows inserted above the viewport push the rows
      // shown down. Each old visible row keeps its cell at its new index.
      let sorted = unique.sorted()
      var moved: [Int: TableViewCell] = [:]
      for (offset, cell) in cells.enumerated() {
        moved[Self.newIndex(of: firstVisibleRow + offset, inserting: sorted)] = cell
      }
      relayOut(from: firstVisibleRow, keeping: moved)
    }
  }

  /// Removes `rows`, which the data source has just removed; the rows below move up, and those
  /// that enter the viewport get cells.
  ///
  /// If the data source's row count does not then match, the table reloads.
  ///
  /// - Parameter rows: The indexes of the removed rows, in the table before the deletion.
  /// - Complexity: O(*k* log *k* + *v*) for *k* rows and *v* visible rows.
  public func deleteRows(at rows: [Int]) {
    Trace.call(role: role, "deleteRows", argument: Trace.describe(rows)) {
      let unique = Set(rows)
      guard let dataSource, dataSource.numberOfRows(in: self) == rowCount - unique.count,
        unique.allSatisfy((0..<rowCount).contains)
      else { return reloadData() }
      rowCount -= unique.count
      let sorted = unique.sorted()
      var moved: [Int: TableViewCell] = [:]
      for (offset, cell) in cells.enumerated() {
        let row = firstVisibleRow + offset
        if unique.contains(row) {
          enqueue(cell)
        } else {
          moved[row - Self.count(in: sorted, below: row)] = cell
        }
      }
      // The content offset stays, as in UIKit: the rows below move up into the viewport.
      relayOut(from: firstVisibleRow, keeping: moved)
    }
  }

  /// Asks the data source for the cells of `rows` again, those that are visible.
  ///
  /// - Parameter rows: The indexes of the rows whose content changed.
  /// - Complexity: O(*k* + *v*) for *k* rows and *v* visible rows.
  public func reloadRows(at rows: [Int]) {
    Trace.call(role: role, "reloadRows", argument: Trace.describe(rows)) {
      guard let dataSource, dataSource.numberOfRows(in: self) == rowCount else {
        return reloadData()
      }
      for row in Set(rows) where visibleRows.contains(row) {
        let old = cells[row - firstVisibleRow]
        enqueue(old)
        let cell = dataSource.tableView(self, cellForRowAt: row)
        replaceCell(at: row - firstVisibleRow, with: cell)
      }
    }
  }

  /// Scrolls so that `row` is in the viewport, as little as it takes (UIKit's
  /// `scrollToRow(at:at: .none, animated: false)`): what a user's swipe up or down does.
  ///
  /// - Parameter row: The row's index; one the table does not have is ignored.
  /// - Complexity: O(*v*) in the visible rows, plus the data source's work for the rows that
  ///   enter the viewport.
  public func scrollToRow(at row: Int) {
    guard (0..<rowCount).contains(row), !visibleRows.contains(row) else { return }
    let top = row < firstVisibleRow ? row : row - visibleRowCount + 1
    var kept: [Int: TableViewCell] = [:]
    for (offset, cell) in cells.enumerated() { kept[firstVisibleRow + offset] = cell }
    relayOut(from: top, keeping: kept)
  }

  /// Taps `row`, as the user does: tells the delegate the row was selected.
  ///
  /// - Parameter row: The row's index; a row out of the viewport cannot be tapped and is
  ///   ignored.
  public func selectRow(at row: Int) {
    guard visibleRows.contains(row) else { return }
    Trace.call(role: role, "selectRow", argument: String(row), kind: .userInput) {
      guard let delegate else { return }
      Trace.call(delegate, "didSelectRowAt", row) { $0.tableView(self, didSelectRowAt: row) }
    }
  }

  /// Swipes `row` and taps Delete, as the user does: asks the data source to commit the deletion.
  ///
  /// - Parameter row: The row's index; a row out of the viewport cannot be swiped and is
  ///   ignored.
  public func swipeToDeleteRow(at row: Int) {
    guard visibleRows.contains(row) else { return }
    Trace.call(role: role, "swipeToDelete", argument: String(row), kind: .userInput) {
      guard let dataSource else { return }
      Trace.call(dataSource, "commitEditingStyle", row) {
        $0.tableView(self, commit: .delete, forRowAt: row)
      }
    }
  }

  /// Lays out the viewport from `top` with every cell new: the old cells go to the reuse queue.
  private func layOutRows(from top: Int) {
    relayOut(from: top, keeping: [:])
  }

  /// Lays out the viewport from `top` (kept within the rows): the rows of `kept` keep their
  /// cell, the other visible rows get one from the data source, and the cells no longer visible
  /// go to the reuse queue.
  private func relayOut(from top: Int, keeping kept: [Int: TableViewCell]) {
    guard let dataSource else {
      rowCount = 0
      firstVisibleRow = 0
      for cell in cells { enqueue(cell) }
      cells = []
      return
    }
    firstVisibleRow = max(0, min(top, rowCount - visibleRowCount))
    let shown = firstVisibleRow..<min(rowCount, firstVisibleRow + visibleRowCount)
    var stays = Set<ObjectIdentifier>()
    for row in shown {
      if let cell = kept[row] { stays.insert(ObjectIdentifier(cell)) }
    }
    // The cells leaving go to the queue first, so the data source can dequeue them at once.
    for cell in cells where !stays.contains(ObjectIdentifier(cell)) { enqueue(cell) }
    cells = []
    cells.reserveCapacity(shown.count)
    for row in shown {
      let cell = kept[row] ?? dataSource.tableView(self, cellForRowAt: row)
      cells.append(cell)
      if cell.superview !== self { addSubview(cell) }
    }
  }

  /// Puts `cell` in the place of the visible cell at `offset`.
  private func replaceCell(at offset: Int, with cell: TableViewCell) {
    cells[offset] = cell
    if cell.superview !== self { addSubview(cell) }
  }

  /// Takes `cell` off the screen and, if it has a reuse identifier, into the reuse queue (one
  /// screenful at most: more would never be dequeued).
  private func enqueue(_ cell: TableViewCell) {
    guard cell.superview === self else { return }
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    var queue = reusable[identifier] ?? []
    if queue.count < visibleRowCount { queue.append(cell) }
    reusable[identifier] = queue
  }

  /// The index after inserting `sorted` (new indexes, ascending) of the row that was at `row`.
  private static func newIndex(of row: Int, inserting sorted: [Int]) -> Int {
    var index = row
    for inserted in sorted where inserted <= index { index += 1 }
    return index
  }

  /// How many of `sorted` (ascending) are below `row`.
  private static func count(in sorted: [Int], below row: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < row { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The table's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "TableView" }
}
