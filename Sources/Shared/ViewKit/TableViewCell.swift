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

  /// The name under which a ``TableView`` queues the cell for reuse once it scrolls out of view;
  /// `nil` for a cell that is never reused.
  public let reuseIdentifier: String?

  /// Creates a cell whose label shows nothing yet.
  ///
  /// - Parameter reuseIdentifier: The name to dequeue it by with
  ///   ``TableView/dequeueReusableCell(withIdentifier:)``, or `nil` for a cell used once.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
    addSubview(textLabel)
  }

  /// Creates a cell that is never reused, whose label shows nothing yet.
  override public convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// The text the row shows: its label's text, or the empty text.
  public var text: String { textLabel.text ?? "" }
}
