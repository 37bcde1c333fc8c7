/// Views shown one after the other with no widget of their own, like SwiftUI's `Group`: what a
/// ``ViewBuilder`` makes of a body.
public struct Group: View, PrimitiveView {
  /// The views, in order.
  let content: [any View]
  /// The branch of an `if` or `switch` the views come from, part of their identity.
  let branch: String?

  /// Creates a group of the views `content` builds.
  ///
  /// - Parameter content: The views.
  public init(@ViewBuilder content: () -> Group) {
    self = content()
  }

  /// Creates a group of `content`.
  init(_ content: [any View], branch: String? = nil) {
    self.content = content
    self.branch = branch
  }

  /// Nothing: the renderer shows a group's views itself.
  public var body: EmptyView { return EmptyView() }
}
