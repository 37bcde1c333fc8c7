/// Analytics for the calculator screen: how many actions the user has taken.
@MainActor
public final class ActionLog {
  /// The log every store shares.
  public static let shared = ActionLog()

  /// The number of actions recorded.
  public private(set) var actionCount = 0

  /// Records `action`.
  ///
  /// - Parameter action: What the user did.
  public func record(_ action: Action) {
    actionCount += 1
  }
}
