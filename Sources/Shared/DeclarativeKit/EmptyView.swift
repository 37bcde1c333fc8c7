/// A view that shows nothing, like SwiftUI's `EmptyView`; the body of every primitive view.
public struct EmptyView: View, PrimitiveView {
  /// Creates a view that shows nothing.
  public init() {}

  /// Nothing: an empty view's body is itself, and the renderer never evaluates it.
  public var body: EmptyView { return self }
}
