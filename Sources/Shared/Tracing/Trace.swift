import Diagnostics
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records the messages that cross role boundaries while a screen runs, for the workbench's
/// message-flow traces.
///
/// Every message is reported at the receiving side, naming the receiving role by its type: the
/// shared layers (the kit, the model, the binding primitives) wrap what they do on receipt in
/// ``call(_:_:_:)``, and an architecture's roles begin each member another role calls with one
/// line, ``Received``. The sender is whichever role is running when the message is sent, so the
/// trace nests like a sequence diagram.
///
/// When no ``TraceRecorder`` is installed, reporting costs one relaxed atomic load and a branch:
/// the message text is never built.
///
/// ```swift
/// public func setResultText(_ result: String) {
///   Trace.call(self, "setResultText", result) { $0.resultLabel.text = result }
/// }
/// ```
public enum Trace {
  @usableFromInline static let enabled = Atomic<Bool>(false)
  private static let state = Mutex<[Installed]>([])

  /// An installed recorder and the thread that installed it: only that thread's messages are
  /// recorded, so a model used at the same time on another thread (a parallel test, say) is not
  /// mixed into the trace, and two threads can record at once, each into its own recorder.
  private struct Installed: @unchecked Sendable {
    // Unchecked: `pthread_t` is an opaque handle, compared and never dereferenced; an observer
    // is called only on the thread that installed it, while it runs the body it installed it
    // for.
    let recorder: TraceRecorder?
    let observer: ((AnyObject) -> Void)?
    let thread: pthread_t
  }

  /// The recorder this thread installed most recently, if any.
  static var recorderForThisThread: TraceRecorder? {
    guard isEnabled else { return nil }
    let thread = pthread_self()
    return state.withLock { installed in
      installed.last { $0.recorder != nil && pthread_equal($0.thread, thread) != 0 }?.recorder
    }
  }

  /// Tells the receiver observer this thread installed most recently, if any, that `receiver`
  /// received a message, when it is an object.
  static func noteReceiver(_ receiver: some Any) {
    guard isEnabled, type(of: receiver) is AnyObject.Type else { return }
    let thread = pthread_self()
    let observer = state.withLock { installed in
      installed.last { $0.observer != nil && pthread_equal($0.thread, thread) != 0 }?.observer
    }
    observer?(receiver as AnyObject)
  }

  /// Runs `body`, telling `observer` of every object that receives a message through
  /// ``Received`` on this thread meanwhile: the roles of a screen, as they announce themselves,
  /// so a leak check can watch them (weakly) without reaching into them.
  ///
  /// - Parameters:
  ///   - observer: Told of each receiving object, once per message; it must not keep the
  ///     object alive.
  ///   - body: The code to watch.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func observingReceivers<Result>(
    _ observer: (AnyObject) -> Void, _ body: () throws -> Result
  ) rethrows -> Result {
    try withoutActuallyEscaping(observer) { observer in
      let thread = pthread_self()
      let entry = Installed(recorder: nil, observer: observer, thread: thread)
      state.withLock { installed in
        installed.append(entry)
        enabled.store(true, ordering: .relaxed)
      }
      defer { uninstall { $0.recorder == nil && pthread_equal($0.thread, thread) != 0 } }
      return try body()
    }
  }

  /// Removes the last installed entry that `matches`.
  private static func uninstall(where matches: (Installed) -> Bool) {
    state.withLock { installed in
      if let index = installed.lastIndex(where: matches) {
        installed.remove(at: index)
      }
      enabled.store(!installed.isEmpty, ordering: .relaxed)
    }
  }

  /// Whether a recorder is installed.
  @inlinable
  public static var isEnabled: Bool { enabled.load(ordering: .relaxed) }

  /// Runs `body` with `recorder` receiving every reported message.
  ///
  /// - Parameters:
  ///   - recorder: The recorder to install.
  ///   - body: The code to trace.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func recording<Result>(
    into recorder: TraceRecorder, _ body: () throws -> Result
  ) rethrows -> Result {
    let thread = pthread_self()
    state.withLock { installed in
      installed.append(Installed(recorder: recorder, observer: nil, thread: thread))
      enabled.store(true, ordering: .relaxed)
    }
    defer { uninstall { $0.recorder === recorder && pthread_equal($0.thread, thread) != 0 } }
    return try body()
  }

  /// Reports that the running role sends `member` to `receiver`, runs it, and reports what it
  /// returned.
  ///
  /// - Parameters:
  ///   - receiver: The receiving object; its type names its role.
  ///   - member: The member called, such as `didChangeInputText`.
  ///   - body: The call itself, given `receiver`.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inlinable
  public static func call<Receiver, Result>(
    _ receiver: Receiver, _ member: @autoclosure () -> String,
    _ body: (Receiver) throws -> Result
  ) rethrows -> Result {
    guard isEnabled else { return try body(receiver) }
    return try traced(role: roleName(of: receiver), member: member(), argument: nil) {
      try body(receiver)
    }
  }

  /// Reports that the running role sends `member(argument)` to `receiver`, runs it, and reports
  /// what it returned.
  ///
  /// - Parameters:
  ///   - receiver: The receiving object; its type names its role.
  ///   - member: The member called, such as `didChangeInputText`.
  ///   - argument: The value the message carries.
  ///   - kind: What the message is: `.assignment` for a property's setter.
  ///   - body: The call itself, given `receiver`.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inlinable
  public static func call<Receiver, Argument, Result>(
    _ receiver: Receiver, _ member: @autoclosure () -> String,
    _ argument: @autoclosure () -> Argument, kind: TraceMessage.Kind = .call,
    _ body: (Receiver) throws -> Result
  ) rethrows -> Result {
    guard isEnabled else { return try body(receiver) }
    return try traced(
      role: roleName(of: receiver), member: member(), argument: describe(argument()), kind: kind
    ) { try body(receiver) }
  }

  /// Reports that the running role sends `member(argument)` to the role called `role` (a widget
  /// named by its accessibility identifier, say), runs it, and reports what it returned.
  ///
  /// - Parameters:
  ///   - role: The receiving role's name.
  ///   - member: The member called.
  ///   - argument: The value the message carries, if any.
  ///   - kind: What the message is, for counting.
  ///   - body: The call itself.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inlinable
  public static func call<Result>(
    role: @autoclosure () -> String, _ member: @autoclosure () -> String,
    argument: @autoclosure () -> String? = nil, kind: TraceMessage.Kind = .call,
    _ body: () throws -> Result
  ) rethrows -> Result {
    guard isEnabled else { return try body() }
    return try traced(role: role(), member: member(), argument: argument(), kind: kind, body)
  }

  /// Adds `amount` to the tally called `name`, when a recorder is installed.
  ///
  /// A layer reports work it did under a name it publishes (the model, the bytes it read), so a
  /// run can report it: a measure that, unlike a timing, is the same on every run. What a tally
  /// means is for its reporter and its reader to say, not for the trace.
  ///
  /// - Parameters:
  ///   - amount: How much to add.
  ///   - name: The tally's name.
  public static func tally(_ amount: Int, as name: String) {
    guard let recorder = recorderForThisThread else { return }
    recorder.add(amount, to: name)
  }

  /// The name of the role `object` plays: its type's name, without generic arguments' modules.
  ///
  /// - Parameter object: The object.
  /// - Returns: The type's name, e.g. `CalculatorViewController` or `Observable<String>`.
  public static func roleName(of object: some Any) -> String {
    String(describing: type(of: object))
  }

  /// The most characters of a string a trace shows whole.
  static let quotedLimit = Quoting.traceLimit

  /// Describes `value` for a trace, in time and room independent of its size: a text as a
  /// quoted scenario literal cut after ``Quoting/traceLimit`` characters, an enumeration's case
  /// with its payload described the same way, a number as printed, a collection by its count,
  /// anything else by what it prints (the shared layers' values print through ``Quoting``).
  ///
  /// ```swift
  /// Trace.describe("1,2")                                  // "1,2"
  /// Trace.describe(Action.tokenTextChanged(pasted))        // tokenTextChanged("123…"…)
  /// ```
  ///
  /// - Parameter value: The value to describe.
  /// - Returns: Its description.
  /// - Complexity: O(1) in the length of any text `value` holds.
  public static func describe(_ value: some Any) -> String {
    TraceValueDescription.describe(value, depth: 0)
  }

  @usableFromInline
  static func traced<Result>(
    role: @autoclosure () -> String, member: @autoclosure () -> String,
    argument: @autoclosure () -> String?,
    kind: TraceMessage.Kind = .call, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let recorder = recorderForThisThread else { return try body() }
    guard recorder.keepsMessages else {
      recorder.count(kind, role: role(), member: member())
      return try body()
    }
    let index = recorder.begin(
      to: role(), member: member(), argument: recorder.keepsValues ? argument() : nil, kind: kind)
    defer { recorder.end() }
    let result = try body()
    if Result.self != Void.self, recorder.keepsValues {
      recorder.setResult(describe(result), at: index)
    }
    return result
  }
}
