/// The one line of instrumentation an architecture writes: the first line of every member that
/// another role calls, recording that the role received the message and handled it until the
/// end of the member.
///
/// ```swift
/// public func didChangeInputText(_ input: String, edit: TextEdit) {
///   @Received(by: self, input) var message = #function
///   show(model.calculate(with: input, after: edit))
/// }
/// ```
///
/// The receiver's type names the role; the wrapped value is the member (`#function`, without its
/// argument labels when the first argument has none). Messages are recorded at the receiving side, so a hop is
/// counted whoever wrote the call, and the call itself reads as the tutorial writes it. While no
/// recorder is installed the line costs one relaxed atomic load.
@propertyWrapper
public struct Received {
  /// The member that received the message, as written.
  public let wrappedValue: String

  /// Ends the message when the member's scope ends.
  private let span: TraceSpan?

  /// Records that `receiver` received `member`.
  ///
  /// - Parameters:
  ///   - member: The member, usually `#function`.
  ///   - receiver: The receiving role; its type names it.
  public init(wrappedValue member: String, by receiver: some Any) {
    wrappedValue = member
    Trace.noteReceiver(receiver)
    span = TraceSpan.begin(role: Trace.roleName(of: receiver), member: member)
  }

  /// Records that `receiver` received `member` with `argument`.
  ///
  /// - Parameters:
  ///   - member: The member, usually `#function`.
  ///   - receiver: The receiving role; its type names it.
  ///   - argument: The value the message carries.
  public init(wrappedValue member: String, by receiver: some Any, _ argument: some Any) {
    wrappedValue = member
    Trace.noteReceiver(receiver)
    span = TraceSpan.begin(
      role: Trace.roleName(of: receiver), member: member, argument: Trace.describe(argument))
  }

  /// Records that the role called `role` (a type with no instances, such as a reducer) received
  /// `member` with `argument`.
  ///
  /// - Parameters:
  ///   - member: The member, usually `#function`.
  ///   - role: The receiving role's name.
  ///   - argument: The value the message carries.
  public init(wrappedValue member: String, role: StaticString, _ argument: some Any) {
    wrappedValue = member
    span = TraceSpan.begin(
      role: role.description, member: member, argument: Trace.describe(argument))
  }
}

/// One message recorded by ``Received``, open until the member that received it returns.
final class TraceSpan {
  private let recorder: TraceRecorder

  private init(recorder: TraceRecorder) {
    self.recorder = recorder
  }

  /// Begins the message and returns the span that ends it, or `nil` when this thread records
  /// nothing (nothing is built then, not even the role's name) or only counts messages (the
  /// argument is never described then).
  static func begin(
    role: @autoclosure () -> String, member: String,
    argument: @autoclosure () -> String? = nil
  ) -> TraceSpan? {
    guard let recorder = Trace.recorderForThisThread else { return nil }
    guard recorder.keepsMessages else {
      recorder.count(.call, role: role(), member: shortened(member))
      return nil
    }
    _ = recorder.begin(to: role(), member: shortened(member), argument: argument(), kind: .call)
    return TraceSpan(recorder: recorder)
  }

  deinit {
    recorder.end()
  }

  /// `#function` as a trace names the member: `didChangeInputText(_:edit:)` and `viewDidLoad()`
  /// by their base names, as calls read; `calculate(request:)`, whose first argument is labelled,
  /// whole.
  static func shortened(_ member: String) -> String {
    guard let open = member.firstIndex(of: "(") else { return member }
    let first = member[member.index(after: open)...].first
    return first == "_" || first == ")" ? String(member[..<open]) : member
  }
}
