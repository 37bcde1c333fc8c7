import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run as a child of this process: the one way the workbench starts another process
/// (`swift build`, a tool it built, `git`, a test run in a scratch copy).
///
/// The child's streams are this process's unless redirected; a time limit stops it with
/// `SIGTERM`, then `SIGKILL` after a grace period. When a signal is ending this process
/// (``ProcessSignals``), which stops every child, waiting for a child holds until the end, so a
/// stopped child is never reported as a failed one.
///
/// ```swift
/// let head = ChildProcess("/usr/bin/env", ["git", "rev-parse", "HEAD"], output: .captured)
///   .run()
/// if head.outcome.succeeded { print(head.standardOutput) }
/// ```
public struct ChildProcess: Sendable {
  /// Where one of the child's streams goes (or, for standard input, comes from).
  public enum Stream: Sendable, Equatable {
    /// This process's own stream.
    case inherited
    /// This process's standard error (for standard output: a build's progress never mixes
    /// with a report).
    case standardError
    /// Nowhere: `/dev/null`.
    case discarded
    /// A file, created or emptied first.
    case file(String)
    /// Kept, and returned in ``Finished/standardOutput`` (standard output only).
    case captured
  }

  /// How a child ended.
  public enum Outcome: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a trap, a crash, an interruption).
    case signalled(Int32)
    /// It ran past the time limit and was stopped.
    case timedOut
    /// It could not be started: why.
    case notStarted(String)

    /// Whether it exited with status 0.
    public var succeeded: Bool { self == .exited(0) }

    /// The status a shell would show: the exit status, 128 + the signal, 137 after a time
    /// limit, 1 when it never started.
    public var status: Int32 {
      switch self {
      case .exited(let status): status
      case .signalled(let signal): 128 + signal
      case .timedOut: 128 + SIGKILL
      case .notStarted: 1
      }
    }
  }

  /// What a child left: how it ended, and its standard output when captured.
  public struct Finished: Sendable {
    /// How it ended.
    public var outcome: Outcome
    /// Its standard output, when ``ChildProcess/output`` was ``Stream/captured``; empty
    /// otherwise.
    public var standardOutput: String
  }

  /// The program's path.
  public var executable: String
  /// Its arguments.
  public var arguments: [String]
  /// Its working directory; `nil` for this process's.
  public var directory: String?
  /// Variables added to this process's environment.
  public var environment: [String: String]
  /// Where its standard output goes.
  public var output: Stream
  /// Where its standard error goes (``Stream/captured`` is not supported: it is inherited).
  public var errors: Stream
  /// Where its standard input comes from: ``Stream/inherited`` or ``Stream/discarded``.
  public var input: Stream
  /// Seconds before it is stopped; `nil` for no limit.
  public var timeLimit: Double?
  /// Seconds between `SIGTERM` and `SIGKILL` when the time limit stops it.
  public var grace: Double

  /// Describes a child; nothing runs until ``run()`` or ``start()``.
  ///
  /// - Parameters:
  ///   - executable: The program's path (`/usr/bin/env` finds one on `PATH`).
  ///   - arguments: Its arguments.
  ///   - directory: Its working directory, or `nil` for this process's.
  ///   - environment: Variables added to this process's environment.
  ///   - output: Where its standard output goes.
  ///   - errors: Where its standard error goes.
  ///   - input: Where its standard input comes from.
  ///   - timeLimit: Seconds before it is stopped, or `nil`.
  ///   - grace: Seconds between `SIGTERM` and `SIGKILL` at the time limit.
  public init(
    _ executable: String, _ arguments: [String], directory: String? = nil,
    environment: [String: String] = [:], output: Stream = .inherited,
    errors: Stream = .inherited, input: Stream = .inherited, timeLimit: Double? = nil,
    grace: Double = 5
  ) {
    self.executable = executable
    self.arguments = arguments
    self.directory = directory
    self.environment = environment
    self.output = output
    self.errors = errors
    self.input = input
    self.timeLimit = timeLimit
    self.grace = grace
  }

  /// Runs the child and waits for it to end.
  ///
  /// - Returns: How it ended, and its output when captured.
  public func run() -> Finished {
    let running: Running
    do {
      running = try start()
    } catch {
      return Finished(outcome: .notStarted(error.reason), standardOutput: "")
    }
    return running.finish()
  }

  /// Starts the child without waiting for it.
  ///
  /// - Returns: The running child, to ``Running/finish()``.
  /// - Throws: ``NotStarted`` when a file cannot be opened or the program cannot be run.
  public func start() throws(NotStarted) -> Running {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    var opened: [FileHandle] = []
    var files: [String: FileHandle] = [:]
    func handle(_ stream: Stream, reading: Bool = false) throws(NotStarted) -> Any? {
      switch stream {
      case .inherited: return nil
      case .standardError: return FileHandle.standardError
      case .discarded: return FileHandle.nullDevice
      case .captured: return reading ? nil : Pipe()
      case .file(let path):
        // Both streams into one file share one handle, so neither writes over the other.
        if let file = files[path] { return file }
        guard FileManager.default.createFile(atPath: path, contents: nil),
          let file = FileHandle(forWritingAtPath: path)
        else { throw NotStarted(reason: "cannot write \(path)") }
        opened.append(file)
        files[path] = file
        return file
      }
    }
    let standardOutput = try handle(output)
    let pipe = standardOutput as? Pipe
    if let standardOutput { process.standardOutput = standardOutput }
    if let standardError = try handle(errors == .captured ? .inherited : errors) {
      process.standardError = standardError
    }
    if input == .discarded { process.standardInput = FileHandle.nullDevice }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      for file in opened { try? file.close() }
      throw NotStarted(reason: String(describing: error))
    }
    return Running(
      process: process, finished: finished, pipe: pipe, opened: opened, timeLimit: timeLimit,
      grace: grace)
  }

  /// A child that could not be started: why.
  public struct NotStarted: Error, Sendable {
    /// Why, as the system said it.
    public var reason: String
  }

  /// A child started by ``ChildProcess/start()``.
  public final class Running: @unchecked Sendable {
    // Owned by the one thread that started the child and finishes it.
    private let process: Process
    private let finished: DispatchSemaphore
    private let pipe: Pipe?
    private let opened: [FileHandle]
    private let timeLimit: Double?
    private let grace: Double

    init(
      process: Process, finished: DispatchSemaphore, pipe: Pipe?, opened: [FileHandle],
      timeLimit: Double?, grace: Double
    ) {
      self.process = process
      self.finished = finished
      self.pipe = pipe
      self.opened = opened
      self.timeLimit = timeLimit
      self.grace = grace
    }

    /// Waits for the child to end (stopping it at its time limit) and says how it ended.
    ///
    /// - Returns: How it ended, and its output when captured.
    public func finish() -> Finished {
      // Read while it runs, to its end: a child that filled the pipe would never end. (So a
      // captured child's time limit counts from when it closes its output.)
      let captured =
        pipe.map {
          String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        } ?? ""
      var timedOut = false
      if let timeLimit, finished.wait(timeout: .now() + timeLimit) == .timedOut {
        timedOut = true
        process.terminate()
        if finished.wait(timeout: .now() + grace) == .timedOut {
          kill(process.processIdentifier, SIGKILL)
          finished.wait()
        }
      } else if timeLimit == nil {
        finished.wait()
      }
      process.waitUntilExit()
      for file in opened { try? file.close() }
      ProcessSignals.holdIfEnding()
      let outcome: Outcome =
        timedOut
        ? .timedOut
        : process.terminationReason == .uncaughtSignal
          ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
      return Finished(outcome: outcome, standardOutput: captured)
    }
  }
}
