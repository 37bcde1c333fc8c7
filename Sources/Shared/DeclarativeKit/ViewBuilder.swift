/// Builds a body from a list of views, like SwiftUI's `ViewBuilder`: each statement is a view,
/// `if`, `if`-`else`, `switch` and `for` add the views of their branches or iterations.
///
/// A body built this way is a ``Group`` of its views; the renderer keys each by its position.
/// The views of an `if` or a branch take one position between them, so that a view after an
/// `if` keeps its identity, and its state, whether or not the condition holds; the two branches
/// of an `if`-`else` are different identities, as in SwiftUI.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// Makes one view a part of the body.
  ///
  /// - Parameter view: The view.
  /// - Returns: The body's part holding the view.
  public static func buildExpression<Content: View>(_ view: Content) -> [any View] { [view] }

  /// Joins the parts of a block, in order.
  ///
  /// - Parameter parts: The parts, one per statement.
  /// - Returns: Their views, in order.
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }

  /// Keeps the views of an `if` without `else` when its condition holds.
  ///
  /// - Parameter part: The branch's views, or `nil`.
  /// - Returns: The views, or none.
  public static func buildOptional(_ part: [any View]?) -> [any View] {
    [Group(part ?? [], branch: "if")]
  }

  /// Keeps the views of the first branch of an `if`-`else` or `switch`.
  ///
  /// - Parameter part: The branch's views.
  /// - Returns: The same views.
  public static func buildEither(first part: [any View]) -> [any View] {
    [Group(part, branch: "first")]
  }

  /// Keeps the views of the second branch of an `if`-`else` or `switch`.
  ///
  /// - Parameter part: The branch's views.
  /// - Returns: The same views.
  public static func buildEither(second part: [any View]) -> [any View] {
    [Group(part, branch: "second")]
  }

  /// Joins the views of each iteration of a `for` loop.
  ///
  /// - Parameter parts: Each iteration's views.
  /// - Returns: All of them, in order.
  public static func buildArray(_ parts: [[any View]]) -> [any View] {
    [Group(parts.flatMap { $0 })]
  }

  /// Makes the body: a ``Group`` of the views.
  ///
  /// - Parameter views: The body's views.
  /// - Returns: A group of them.
  public static func buildFinalResult(_ views: [any View]) -> Group { Group(views) }
}
