/// A stack of screens driven by a path of values, like SwiftUI's `NavigationStack(path:)`: the
/// root, then one destination per value of the path, the last one shown.
///
/// Appending a value to the path shows its destination; removing it goes back. Every screen on
/// the stack keeps its state while covered, as it keeps its identity (its place in the path and
/// its value).
///
/// In a ``HostingController`` that is the root of a ViewKit `NavigationController`, each
/// destination is pushed as a screen of its own, titled by its ``View/navigationTitle(_:)``:
/// the navigation bar's back button pops it and removes the path's last value, as SwiftUI's does.
/// Elsewhere the stack shows its top screen in place.
public struct NavigationStack<Value: Hashable>: View, PrimitiveView {
  let path: Binding<[Value]>
  let root: Group
  let destination: @MainActor (Value) -> Group

  /// Creates a stack showing `root` under one `destination` per value of `path`.
  ///
  /// - Parameters:
  ///   - path: The values of the pushed screens, bottom first.
  ///   - root: The bottom screen.
  ///   - destination: The screen of a value.
  public init(
    path: Binding<[Value]>, @ViewBuilder root: () -> Group,
    @ViewBuilder destination: @escaping @MainActor (Value) -> Group
  ) {
    self.path = path
    self.root = root()
    self.destination = destination
  }

  /// Nothing: the renderer shows the stack itself.
  public var body: EmptyView { return EmptyView() }
}

/// The screens of a ``NavigationStack``, whatever its values, for the renderer.
@MainActor
protocol NavigationScreens {
  /// The root, then each value's destination, each with its identity.
  var screens: [(id: String, content: Group)] { get }
  /// Removes the path's values after the first `count`: the screens above go back.
  func truncatePath(to count: Int)
}

extension NavigationStack: NavigationScreens {
  var screens: [(id: String, content: Group)] {
    [("root", root)]
      + path.wrappedValue.enumerated().map { index, value in
        ("\(index):\(value)", destination(value))
      }
  }

  func truncatePath(to count: Int) {
    guard path.wrappedValue.count > count else { return }
    path.wrappedValue.removeLast(path.wrappedValue.count - count)
  }
}
