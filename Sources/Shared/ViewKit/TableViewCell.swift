/// One row of a ``TableView``, like UIKit's `UITableViewCell`: a view with a text label.
@MainActor
public final class TableViewCell: View {
  /// An edit the user makes to a row, like `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Sendable {
    /// No edit.
    case none
    /// The row is deleted (a swipe to delete).
    case delete
    /// A row is inserted.
    case insert
  }

  /// The label that shows the row's text.
  public let textLabel = Label()

  /// Creates a cell whose label shows nothing yet.
  override public init() {
    super.init()
    addSubview(textLabel)
  }

  /// The text the row shows: its label's text, or the empty text.
  public var text: String { textLabel.text ?? "" }
}
