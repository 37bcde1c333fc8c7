/// A piece of work that a released screen left behind and that fired later.
public struct LateFiring: Sendable, Equatable {
  /// Which screen of the session had been released (1 is the first).
  public let launch: Int
  /// The work's number on the clock.
  public let number: Int
  /// The virtual time it fired at.
  public let time: Duration
  /// Whether it delivered an answer of the sum service.
  public let isAnswer: Bool
}
