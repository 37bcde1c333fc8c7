/// A rectangle of the screen, headless: a node in a tree of views, found by accessibility
/// identifier.
///
/// Shaped like UIKit's `UIView`, without layout or rendering: a view has ``subviews``, a weak
/// ``superview`` and an ``accessibilityIdentifier``, which is how a UI test (and the workbench's
/// harness) finds it.
@MainActor
open class View {
  // Shared-layer storage opts out of dynamic exclusivity checks: it is touched on the main actor,
  // one event at a time, and never lent out `inout`, so a check guards nothing while costing every
  // architecture the same 80-odd instructions an access. Roles' own properties keep their checks.

  /// The identifier a UI test uses to find this view.
  @exclusivity(unchecked) public var accessibilityIdentifier: String?

  /// The views this view contains, in the order they were added.
  @exclusivity(unchecked) public private(set) var subviews: [View] = []

  /// The view that contains this view, if any.
  public private(set) weak var superview: View?

  /// Creates a view with no subviews.
  public init() {
    LifetimeTracker.didCreate(self)
  }

  /// Adds `view` as the last subview, removing it from its previous superview first.
  ///
  /// - Parameter view: The view to add.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Removes this view from its superview, if it has one.
  ///
  /// - Complexity: O(*n*) in the number of the superview's subviews after this one.
  public func removeFromSuperview() {
    guard let superview else { return }
    // A view is a subview once (addSubview removes it first); the search starts from the end,
    // where the view added last, the one most often removed, is.
    if let index = superview.subviews.lastIndex(where: { $0 === self }) {
      superview.subviews.remove(at: index)
    }
    self.superview = nil
  }

  /// Removes each of `views` from its superview, as ``removeFromSuperview()`` on each would, but
  /// with one pass over this view's subviews for all of those among them, not one pass each.
  ///
  /// - Parameter views: The views to remove: mostly this view's subviews; any other one with a
  ///   superview leaves it as ``removeFromSuperview()`` makes it.
  /// - Complexity: O(*n* + *m*) for *n* subviews and *m* views, when all are this view's.
  func removeSubviews(_ views: [View]) {
    let own = Set(views.lazy.filter { $0.superview === self }.map(ObjectIdentifier.init))
    subviews.removeAll { subview in
      guard own.contains(ObjectIdentifier(subview)) else { return false }
      subview.superview = nil
      return true
    }
    for view in views where view.superview != nil { view.removeFromSuperview() }
  }

  /// Returns this view or the first of its descendants, depth first, whose
  /// ``accessibilityIdentifier`` is `identifier`.
  ///
  /// - Parameter identifier: The accessibility identifier to look for.
  /// - Returns: The matching view, or `nil` if none has that identifier.
  /// - Complexity: O(*n*) in the number of views in the tree.
  public func descendant(withAccessibilityIdentifier identifier: String) -> View? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let match = subview.descendant(withAccessibilityIdentifier: identifier) {
        return match
      }
    }
    return nil
  }

  /// Returns the first view with `identifier` (as ``descendant(withAccessibilityIdentifier:)``)
  /// if it is of type `T`.
  ///
  /// ```swift
  /// let field = root.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of view expected.
  ///   - identifier: The accessibility identifier to look for.
  /// - Returns: The matching view, or `nil` if none has that identifier and type.
  public func descendant<T: View>(
    _ type: T.Type, withAccessibilityIdentifier identifier: String
  ) -> T? {
    descendant(withAccessibilityIdentifier: identifier) as? T
  }
}
