/// What happened to the requests sent to a ``SumService``: how many were sent, cancelled before
/// their answer came, and answered.
///
/// A request is sent once and then either cancelled or delivered, or still pending, so
/// ``pending`` is what is left.
public struct RequestCounts: Sendable, Equatable, Codable {
  /// The requests sent.
  public var sent = 0

  /// The requests cancelled before their answer was delivered.
  public var cancelled = 0

  /// The requests whose answer was delivered.
  public var delivered = 0

  /// Creates counts.
  ///
  /// - Parameters:
  ///   - sent: The requests sent.
  ///   - cancelled: The requests cancelled.
  ///   - delivered: The requests answered.
  public init(sent: Int = 0, cancelled: Int = 0, delivered: Int = 0) {
    self.sent = sent
    self.cancelled = cancelled
    self.delivered = delivered
  }

  /// The requests neither cancelled nor answered yet.
  public var pending: Int { sent - cancelled - delivered }
}
