/// A control that runs an action when tapped, like SwiftUI's `Button`; rendered as a ViewKit
/// `Button`.
public struct Button: View, PrimitiveView {
  /// The title shown.
  let title: String
  /// What a tap does.
  let action: @MainActor () -> Void

  /// Creates a button titled `title` that runs `action` when tapped.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - action: What a tap does.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.action = action
  }

  /// Nothing: the renderer shows the button itself.
  public var body: EmptyView { return EmptyView() }
}
