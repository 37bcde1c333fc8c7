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

  /// Whether kept messages describe the values they carry and return; without them a trace
  /// shows who sent what to whom, and costs far less to record.
  public let keepsValues: Bool

  /// The messages, in the order they were sent, when ``keepsMessages``.
  public private(set) var messages: [TraceMessage] = []

  /// How many messages were reported.
  public private(set) var messageCount = 0

  /// The members whose assignments ``countedAssignmentCount`` counts.
  public let countedMembers: Set<String>

  /// The one role whose assignments ``countedAssignmentCount`` counts, by its name in traces;
  /// `nil` for every role's.
  public let countedRole: String?

  /// How many of them assigned one of ``countedMembers`` (of ``countedRole``, when there is
  /// one): which assignments matter is the recorder's user's to say (the workbench counts the
  /// result label's `text`).
  public private(set) var countedAssignmentCount = 0

  /// The amounts reported with ``Trace/tally(_:as:)``, by name: what a tally means is its
  /// reporter's to say (the model's bytes read, say).
  public private(set) var tallies: [String: Int] = [:]

  private var stack: [String] = []

  /// Reads the virtual clock of the screen being traced, to stamp each kept message with its
  /// time; zero, and no stamp, when nothing sets it.
  public var now: () -> Duration = { .zero }

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - keepsMessages: `false` to count messages without keeping them.
  ///   - keepsValues: `false` to keep messages without their arguments and results.
  ///   - countedMembers: The members whose assignments ``countedAssignmentCount`` counts.
  ///   - countedRole: The one role whose assignments to count, by its name in traces; `nil`
  ///     (the default) for every role's.
  public init(
    keepsMessages: Bool = true, keepsValues: Bool = true,
    countingAssignmentsTo countedMembers: Set<String> = [], of countedRole: String? = nil
  ) {
    self.keepsMessages = keepsMessages
    self.keepsValues = keepsValues
    self.countedMembers = countedMembers
    self.countedRole = countedRole
  }

  /// Forgets every message and count.
  public func reset() {
    messages.removeAll(keepingCapacity: true)
    messageCount = 0
    countedAssignmentCount = 0
    tallies.removeAll(keepingCapacity: true)
  }

  func add(_ amount: Int, to tally: String) {
    tallies[tally, default: 0] += amount
  }

  /// Counts a message; `role` and `member` are read only for an assignment.
  func count(
    _ kind: TraceMessage.Kind, role: @autoclosure () -> String,
    member: @autoclosure () -> String
  ) {
    messageCount += 1
    if kind == .assignment, countedMembers.contains(member()),
      countedRole == nil || countedRole == role()
    {
      countedAssignmentCount += 1
    }
  }

  func begin(to role: String, member: String, argument: String?, kind: TraceMessage.Kind) -> Int {
    count(kind, role: role, member: member)
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
