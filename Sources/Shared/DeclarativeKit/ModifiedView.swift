/// A view with a modifier applied: an accessibility identifier, an appear hook, a task, an
/// object put in the environment or a navigation title; made by
/// ``View/accessibilityIdentifier(_:)``, ``View/onAppear(perform:)``, ``View/task(_:)``,
/// ``View/environment(_:)`` and ``View/navigationTitle(_:)``.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let modifier: Modifier

  /// Nothing: the renderer shows the content itself, modified.
  public var body: EmptyView { return EmptyView() }
}

/// What a ``ModifiedView`` does to its content.
enum Modifier {
  /// Names the content's first widget.
  case accessibilityIdentifier(String)
  /// Runs once when the content first appears.
  case onAppear(@MainActor () -> Void)
  /// Starts when the content appears, and is cancelled when it disappears.
  case task(@MainActor () async -> Void)
  /// Provides an object to every view in the content.
  case environment(ObjectIdentifier, AnyObject)
  /// Titles the navigation stack's screen the content is on.
  case navigationTitle(String)
}

extension View {
  /// Names the widget this view renders to, so that a UI test (and the harness) finds it; for a
  /// view of several widgets, the first.
  ///
  /// - Parameter identifier: The accessibility identifier.
  /// - Returns: This view, named.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: .accessibilityIdentifier(identifier))
  }

  /// Runs `action` once when this view first appears, after the update that showed it.
  ///
  /// - Parameter action: What to do.
  /// - Returns: This view, with the hook.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: .onAppear(action))
  }

  /// Starts `action` when this view appears, on the main actor, and cancels it when the view
  /// disappears.
  ///
  /// - Parameter action: The asynchronous work.
  /// - Returns: This view, with the task.
  public func task(_ action: @escaping @MainActor () async -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: .task(action))
  }

  /// Provides `object` to this view and every view in it, read with ``Environment``.
  ///
  /// - Parameter object: The object, found by its type.
  /// - Returns: This view, with the object.
  public func environment<Object: AnyObject>(_ object: Object) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: .environment(ObjectIdentifier(Object.self), object))
  }

  /// Titles the screen of the ``NavigationStack`` this view is on: the navigation bar shows it
  /// while the screen is on top.
  ///
  /// - Parameter title: The screen's title.
  /// - Returns: This view, titled.
  public func navigationTitle(_ title: String) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: .navigationTitle(title))
  }
}
