/// The scheduled work a released screen left pending: timers and requests nobody cancelled.
public struct WorkLeftBehind: Sendable, Equatable {
  /// Which screen of the session was released (1 is the first).
  public let launch: Int
  /// The pieces of work still scheduled on the clock.
  public let pendingWork: Int
  /// Of those, the requests to the sum service still waiting for their answer.
  public let pendingRequests: Int
}
