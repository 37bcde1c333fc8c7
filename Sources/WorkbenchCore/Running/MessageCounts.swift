/// How busy an architecture is per event: messages across role boundaries and label updates.
public struct MessageCounts: Codable, Sendable, Equatable {
  /// Messages that crossed a role boundary, per event.
  public var messagesPerEvent: Double
  /// Times the result label was set, per event.
  public var labelUpdatesPerEvent: Double

  /// Creates message counts.
  ///
  /// - Parameters:
  ///   - messagesPerEvent: Messages per event.
  ///   - labelUpdatesPerEvent: Label updates per event.
  public init(messagesPerEvent: Double, labelUpdatesPerEvent: Double) {
    self.messagesPerEvent = messagesPerEvent
    self.labelUpdatesPerEvent = labelUpdatesPerEvent
  }
}
