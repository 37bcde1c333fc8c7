/// What a ``TableView`` asks for its rows, like UIKit's `UITableViewDataSource` for a table of
/// one section: how many rows, the cell of each, and what to do when the user deletes one.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many rows `tableView` shows.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: The number of rows, 0 or more.
  func numberOfRows(in tableView: TableView) -> Int

  /// The cell that shows `row` (0 is the top row), asked for only while the row is in the
  /// table's viewport.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - row: The row's index.
  /// - Returns: A cell with its ``TableViewCell/textLabel`` set: usually one from
  ///   ``TableView/dequeueReusableCell(withIdentifier:)``, or a new one when none is queued.
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell

  /// Commits the user's edit of `row`: for `.delete`, remove the row's item, then tell the table
  /// with ``TableView/deleteRows(at:)`` (or ``TableView/reloadData()``).
  ///
  /// - Parameters:
  ///   - tableView: The table the user edited.
  ///   - editingStyle: The edit: `.delete` for a swipe to delete.
  ///   - row: The row's index.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int)
}

extension TableViewDataSource {
  /// Ignores the edit: a data source that does not implement it has rows that cannot be deleted.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int
  ) {}
}
