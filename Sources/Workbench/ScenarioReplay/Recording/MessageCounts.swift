/// How busy an architecture is per event, counted, not timed.
///
/// Messages across role boundaries, label updates and the bytes of input the model read: the
/// same replay gives the same counts on every run and every machine.
public struct MessageCounts: Codable, Sendable, Equatable {
  /// Messages that crossed a role boundary, per event.
  public var messagesPerEvent: Double
  /// Times the result label was set, per event.
  public var labelUpdatesPerEvent: Double
  /// UTF-8 bytes of input the model read, per event: low when the architecture hands the model
  /// each edit, the input's length when it has it read everything again.
  public var scannedBytesPerEvent: Double

  /// Creates message counts.
  ///
  /// - Parameters:
  ///   - messagesPerEvent: Messages per event.
  ///   - labelUpdatesPerEvent: Label updates per event.
  ///   - scannedBytesPerEvent: Bytes of input the model read, per event.
  public init(
    messagesPerEvent: Double, labelUpdatesPerEvent: Double, scannedBytesPerEvent: Double = 0
  ) {
    self.messagesPerEvent = messagesPerEvent
    self.labelUpdatesPerEvent = labelUpdatesPerEvent
    self.scannedBytesPerEvent = scannedBytesPerEvent
  }
}
