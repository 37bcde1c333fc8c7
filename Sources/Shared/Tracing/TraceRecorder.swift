/// Collects the messages reported while it is installed with ``Trace/recording(into:_:)``.
///
/// In counting mode it keeps only the counts, so that a long scenario can be measured without
/// holding every message.
public final class TraceRecorder: @unchecked Sendable {
  // Unchecked: a recorder is installed, fed and read on one thread (the main actor) at a time;
  // `Trace` hands it out under its lock.

  /// The role that sends the first message of every event.
  public static let user = "User"

  /// Whether messages are kept, or only counted.
  public let keepsMessages: Bool

  /// The messages, in the order they were sent, when ``keepsMessages``.
  public private(set) var messages: [TraceMessage] = []

  /// How many messages were reported.
  public private(set) var messageCount = 0

  /// How many of them set a label's text: any label's, or only ``countedLabelRole``'s.
  public private(set) var labelUpdateCount = 0

  /// The role (a label's name in traces) whose updates ``labelUpdateCount`` counts; `nil` for
  /// every label's.
  public let countedLabelRole: String?

  /// How many bytes of input the model read.
  public private(set) var scannedByteCount = 0

  private var stack: [String] = []

  /// Reads the virtual clock of the screen being traced, to stamp each kept message with its
  /// time; zero, and no stamp, when nothing sets it.
  public var now: () -> Duration = { .zero }

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - keepsMessages: `false` to count messages without keeping them.
  ///   - labelRole: The one label whose updates to count, by its name in traces; `nil` (the
  ///     default) for every label's.
  public init(keepsMessages: Bool = true, countingUpdatesOf labelRole: String? = nil) {
    self.keepsMessages = keepsMessages
    self.countedLabelRole = labelRole
  }

  /// Forgets every message and count.
  public func reset() {
    messages.removeAll(keepingCapacity: true)
    messageCount = 0
    labelUpdateCount = 0
    scannedByteCount = 0
  }

  func countScannedBytes(_ count: Int) {
    scannedByteCount += count
  }

  func count(_ kind: TraceMessage.Kind, role: @autoclosure () -> String) {
    messageCount += 1
    if kind == .labelUpdate, countedLabelRole == nil || countedLabelRole == role() {
      labelUpdateCount += 1
    }
  }

  func begin(to role: String, member: String, argument: String?, kind: TraceMessage.Kind) -> Int {
    messageCount += 1
    if kind == .labelUpdate, countedLabelRole == nil || countedLabelRole == role {
      labelUpdateCount += 1
    }
    let from = kind == .userInput ? Self.user : (stack.last ?? Self.user)
    stack.append(role)
    guard keepsMessages else { return -1 }
    let time = now()
    messages.append(
      TraceMessage(
        from: from, to: role, member: member, argument: argument, result: nil,
        depth: stack.count - 1, kind: kind, time: time == .zero ? nil : time))
    return messages.count - 1
  }

  func end() {
    stack.removeLast()
  }

  func setResult(_ result: String, at index: Int) {
    guard index >= 0 else { return }
    messages[index].result = result
  }
}
