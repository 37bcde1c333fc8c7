/// One evaluation of a view's body during an update, and why it ran, as SwiftUI's
/// `Self._printChanges()` tells.
public struct BodyEvaluation: Hashable, Sendable, CustomStringConvertible {
  /// The view's type name, such as `CalculatorView`.
  public let view: String
  /// The view's identity: its path in the tree, from the root.
  public let identity: String
  /// Why the body ran: `@identity` (the view first appeared), `@self` (its parent made it with
  /// different inputs), `_name` (its state `name` changed) or `@dependencies` (an observable
  /// object's property the body read changed).
  public let cause: String
  /// Whether the body produced the same views as the time before: an evaluation that changed
  /// nothing on screen.
  public let isWasted: Bool

  /// Creates the record of one evaluation.
  ///
  /// - Parameters:
  ///   - view: The view's type name.
  ///   - identity: The view's path in the tree.
  ///   - cause: Why the body ran.
  ///   - isWasted: Whether its output was the same as before.
  public init(view: String, identity: String, cause: String, isWasted: Bool) {
    self.view = view
    self.identity = identity
    self.cause = cause
    self.isWasted = isWasted
  }

  /// The evaluation as `_printChanges()` prints it: `CalculatorView: _text changed.`, with
  /// `(wasted)` after a body whose output did not change.
  public var description: String {
    "\(view): \(cause) changed.\(isWasted ? " (wasted)" : "")"
  }
}

/// What one update of the screen cost: the bodies it evaluated, in order.
///
/// An update, or flush, runs at the end of each event that changed something (an edit, a tap),
/// and once when the screen is first shown.
public struct FlushReport: Hashable, Sendable {
  /// The bodies evaluated, parents before children.
  public let evaluations: [BodyEvaluation]

  /// Creates the report of one update.
  ///
  /// - Parameter evaluations: The bodies it evaluated.
  public init(evaluations: [BodyEvaluation]) {
    self.evaluations = evaluations
  }

  /// How many bodies the update evaluated.
  public var bodiesEvaluated: Int { evaluations.count }

  /// How many of them produced the same views as before.
  public var wastedEvaluations: Int { evaluations.count { $0.isWasted } }
}
