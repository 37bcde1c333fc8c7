/// What a ``TableView`` tells of the user's actions on its rows, like UIKit's
/// `UITableViewDelegate`: the row the user selected.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected `row` (0 is the top row).
  ///
  /// - Parameters:
  ///   - tableView: The table the user tapped.
  ///   - row: The row's index.
  func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}
