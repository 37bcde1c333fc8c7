/// What a navigation bar shows for a view controller, like UIKit's `UINavigationItem`: its title.
///
/// A value, not an object, so that a view controller that never appears in a navigation stack
/// costs no allocation for it.
public struct NavigationItem: Equatable, Sendable {
  /// The navigation title; a view controller's ``ViewController/title`` sets it.
  public var title: String?

  /// Creates an item with no title.
  public init() {}
}
