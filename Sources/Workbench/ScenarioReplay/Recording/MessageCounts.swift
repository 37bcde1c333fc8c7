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
  /// Whether the model was handed an edit at least as often as the user edited the input (a
  /// keystroke, a paste, a clear), so each edit could be read alone: `false` when the
  /// architecture had the model read whole texts instead; `nil` when the input was never
  /// edited.
  public var handsModelEachEdit: Bool?

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
