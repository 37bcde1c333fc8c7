import Tracing

/// A list of rows, like UIKit's `UITableView` with one section: it asks its ``dataSource`` for
/// its rows and tells its ``delegate`` what the user selects.
///
/// Headless, every row is visible: the table keeps one cell per row, as its subviews, so that a
/// test reads every row's text (``rowTexts``). Rows are numbered from 0, as in UIKit.
///
/// ```swift
/// historyList.dataSource = self
/// historyList.delegate = self
/// historyList.reloadData()
/// historyList.selectRow(at: 0)           // what a tap on the top row does
/// historyList.swipeToDeleteRow(at: 1)    // what a swipe to delete does
/// ```
@MainActor
public final class TableView: View {
  @exclusivity(unchecked) private var cells: [TableViewCell] = []

  /// The object that supplies the rows; not retained, as in UIKit.
  public weak var dataSource: (any TableViewDataSource)?

  /// The object told of the user's selections; not retained, as in UIKit.
  public weak var delegate: (any TableViewDelegate)?

  /// How many rows the table shows, as its data source last said.
  public var numberOfRows: Int { cells.count }

  /// The text of every row, top to bottom.
  public var rowTexts: [String] { cells.map(\.text) }

  /// The cell that shows `row`, or `nil` if there is no such row.
  ///
  /// - Parameter row: The row's index.
  /// - Returns: The row's cell.
  public func cellForRow(at row: Int) -> TableViewCell? {
    cells.indices.contains(row) ? cells[row] : nil
  }

  /// Asks the data source for every row again.
  ///
  /// - Complexity: O(*n*) in the number of rows before and after, plus the data source's work.
  public func reloadData() {
    Trace.call(role: role, "reloadData") {
      removeSubviews(cells)
      cells = []
      guard let dataSource else { return }
      let count = max(0, dataSource.numberOfRows(in: self))
      for row in 0..<count { insertCell(dataSource.tableView(self, cellForRowAt: row), at: row) }
    }
  }

  /// Inserts the cells of `rows`, which the data source has just added, asking it for each.
  ///
  /// If the data source's row count does not then match, the table reloads every row (where
  /// UIKit would raise an exception), so the rows shown are always the data source's.
  ///
  /// - Parameter rows: The indexes of the new rows, in the table after the insertion.
  public func insertRows(at rows: [Int]) {
    Trace.call(role: role, "insertRows", argument: Trace.describe(rows)) {
      let unique = Set(rows)
      let total = cells.count + unique.count
      guard let dataSource, dataSource.numberOfRows(in: self) == total,
        unique.allSatisfy({ (0..<total).contains($0) })
      else { return reloadData() }
      for row in unique.sorted() {
        insertCell(dataSource.tableView(self, cellForRowAt: row), at: row)
      }
    }
  }

  /// Removes the cells of `rows`, which the data source has just removed.
  ///
  /// If the data source's row count does not then match, the table reloads every row.
  ///
  /// - Parameter rows: The indexes of the removed rows, in the table before the deletion.
  public func deleteRows(at rows: [Int]) {
    Trace.call(role: role, "deleteRows", argument: Trace.describe(rows)) {
      let unique = Set(rows)
      guard let dataSource, dataSource.numberOfRows(in: self) == cells.count - unique.count,
        unique.allSatisfy(cells.indices.contains)
      else { return reloadData() }
      for row in unique.sorted(by: >) { cells.remove(at: row).removeFromSuperview() }
    }
  }

  /// Taps `row`, as the user does: tells the delegate the row was selected.
  ///
  /// - Parameter row: The row's index; a row the table does not show is ignored.
  public func selectRow(at row: Int) {
    guard cells.indices.contains(row) else { return }
    Trace.call(role: role, "selectRow", argument: String(row), kind: .userInput) {
      guard let delegate else { return }
      Trace.call(delegate, "didSelectRowAt", row) { $0.tableView(self, didSelectRowAt: row) }
    }
  }

  /// Swipes `row` and taps Delete, as the user does: asks the data source to commit the deletion.
  ///
  /// - Parameter row: The row's index; a row the table does not show is ignored.
  public func swipeToDeleteRow(at row: Int) {
    guard cells.indices.contains(row) else { return }
    Trace.call(role: role, "swipeToDelete", argument: String(row), kind: .userInput) {
      guard let dataSource else { return }
      Trace.call(dataSource, "commitEditingStyle", row) {
        $0.tableView(self, commit: .delete, forRowAt: row)
      }
    }
  }

  /// Adds `cell` as the view of `row`.
  private func insertCell(_ cell: TableViewCell, at row: Int) {
    cell.removeFromSuperview()
    cells.insert(cell, at: row)
    addSubview(cell)
  }

  /// The table's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "TableView" }
}
