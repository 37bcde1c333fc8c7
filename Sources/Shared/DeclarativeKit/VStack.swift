/// Views stacked in a container widget of their own, like SwiftUI's `VStack`; rendered as a
/// ViewKit `View` whose subviews are the content's widgets, so a modifier such as
/// ``View/accessibilityIdentifier(_:)`` names the whole stack.
public struct VStack: View, PrimitiveView {
  /// The stacked views.
  let content: Group

  /// Creates a stack of the views `content` builds.
  ///
  /// - Parameter content: The views, top to bottom.
  public init(@ViewBuilder content: () -> Group) {
    self.content = content()
  }

  /// Nothing: the renderer shows the stack itself.
  public var body: EmptyView { return EmptyView() }
}
