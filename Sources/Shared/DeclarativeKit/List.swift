/// Rows in a scrolling list, like SwiftUI's `List`; rendered as a ViewKit `TableView` with one
/// cell per row: each element of a ``ForEach`` is a row, as is each other view.
///
/// A row's text (what the harness reads of the row) is the text of its ``Text`` views, joined by
/// a space, or the title of its first ``Button`` when it has no ``Text``. Selecting a row taps
/// the first ``Button`` in it; a swipe to delete runs the ``ForEach/onDelete(perform:)`` action
/// of the row's elements.
public struct List: View, PrimitiveView {
  let content: Group

  /// Creates a list of the rows `content` builds.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Group) {
    self.content = content()
  }

  /// Nothing: the renderer shows the list itself.
  public var body: EmptyView { return EmptyView() }
}
