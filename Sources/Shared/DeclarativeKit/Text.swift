/// A line of text, like SwiftUI's `Text`; rendered as a ViewKit `Label`.
public struct Text: View, PrimitiveView {
  /// The text shown.
  let content: String

  /// Creates a view that shows `content`.
  ///
  /// - Parameter content: The text.
  public init(_ content: String) {
    self.content = content
  }

  /// Nothing: the renderer shows the text itself.
  public var body: EmptyView { return EmptyView() }
}
