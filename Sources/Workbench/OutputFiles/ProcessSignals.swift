import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide signal dispositions of the `workbench` executables.
///
/// `SIGPIPE` is ignored, so a closed pipe turns into an `EPIPE` write error that
/// ``StandardStreams`` reports as exit code 74, quietly.
///
/// `SIGINT`, `SIGTERM` and `SIGHUP` stop everything the command started: the handler only
/// wakes a thread of this process (the self-pipe trick, so the handler itself stays
/// async-signal-safe), which then
/// 1. sends the same signal to every process descended from this one, to each one's process
///    group when it leads its own (a `swift build`, `workbench-lab` and the test runs they
///    start sit in their own groups, which a Ctrl-C at the terminal does not reach);
/// 2. waits for them to end, at most ``childGrace``, then kills what is left with `SIGKILL`;
/// 3. removes the temporary file of a report being written (see ``removeOnInterruption(_:)``)
///    and every other temporary file the command keeps while it runs (a check's log, see
///    ``removeOnInterruption(temporary:)``);
/// 4. ends the process as the signal would have, so the shell sees 130 (`SIGINT`), 143
///    (`SIGTERM`) or 129 (`SIGHUP`), and a script's loop stops as after any interrupted command.
public enum ProcessSignals {
  /// The temporary file to remove if the process is interrupted, as a C string; `nil` when there
  /// is none.
  ///
  /// Set and cleared only on the main thread, read by the thread that ends the process.
  nonisolated(unsafe) static var pendingTemporaryFile: UnsafeMutablePointer<CChar>?

  /// The write end of the pipe that wakes the ending thread; -1 before ``install()``.
  nonisolated(unsafe) static var wakeDescriptor: Int32 = -1

  /// How long the processes this one started have to end after the signal, before `SIGKILL`:
  /// a build stops its compilers in well under a second.
  public static let childGrace: Duration = .milliseconds(1500)

  /// Installs the dispositions; called once, by the executable, before the command runs.
  public static func install() {
    _ = signal(SIGPIPE, SIG_IGN)
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      // Never 0, 1 or 2: with a standard stream closed, the pipe would take its number and the
      // report would be written into it.
      descriptors = descriptors.map { descriptor in
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        _ = close(descriptor)
        return moved
      }
      if descriptors.allSatisfy({ $0 >= 3 }) {
        wakeDescriptor = descriptors[1]
        let reading = descriptors[0]
        Thread.detachNewThread {
          var received: Int32 = 0
          while true {
            let count = read(reading, &received, MemoryLayout<Int32>.size)
            if count == MemoryLayout<Int32>.size, [SIGINT, SIGTERM, SIGHUP].contains(received) {
              break
            }
            if count <= 0 && errno != EINTR { return }
          }
          endProcess(after: received)
        }
      }
    }
    // A process started from a thread that blocks signals (a Dispatch worker, as in test
    // runners) inherits that mask; unblock the interruptions so they end the run here too.
    var interruptions = sigset_t()
    _ = sigemptyset(&interruptions)
    for interruption in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(interruption, wakeTheEndingThread)
      _ = sigaddset(&interruptions, interruption)
    }
    _ = sigprocmask(SIG_UNBLOCK, &interruptions, nil)
  }

  /// Records `path` as the file to remove on interruption, replacing any previous one.
  public static func removeOnInterruption(_ path: String) {
    let previous = pendingTemporaryFile
    pendingTemporaryFile = strdup(path)
    free(previous)
  }

  /// The other temporary files to remove if the process is interrupted.
  private static let temporaryFiles = TemporaryFiles()

  /// Records `path` as one more temporary file or folder to remove, with what it holds, if the
  /// process is interrupted (a check's log, say), until ``keepOnInterruption(temporary:)``: call it before making the
  /// file, so no moment is left when the file exists and would be left behind.
  ///
  /// - Parameter path: The file's path.
  public static func removeOnInterruption(temporary path: String) {
    temporaryFiles.insert(path)
  }

  /// Forgets a file recorded by ``removeOnInterruption(temporary:)``: it was removed, or is
  /// kept.
  ///
  /// - Parameter path: The file's path.
  public static func keepOnInterruption(temporary path: String) {
    temporaryFiles.remove(path)
  }

  /// Forgets the file recorded by ``removeOnInterruption(_:)``.
  public static func keepOnInterruption() {
    let previous = pendingTemporaryFile
    pendingTemporaryFile = nil
    free(previous)
  }

  /// Whether a signal is ending the process: its children are being stopped, so a child that
  /// ends now was stopped, not failed (see ``holdIfEnding()``).
  nonisolated(unsafe) static var isEnding = false

  /// Waits for the process to end when a signal is ending it, so that a command whose child was
  /// just stopped does not go on to report that child's failure ("does not build") or start the
  /// next one; returns at once otherwise.
  public static func holdIfEnding() {
    while isEnding { sleep(1) }
  }

  /// Stops every process descended from this one, removes the pending temporary file and ends
  /// the process by `received`.
  static func endProcess(after received: Int32) {
    isEnding = true
    stopDescendants(with: received)
    if let path = pendingTemporaryFile {
      _ = unlink(path)
    }
    // A thread of its own, not a signal handler: removing a folder and what is in it is safe.
    for path in temporaryFiles.all() {
      try? FileManager.default.removeItem(atPath: path)
    }
    _ = signal(received, SIG_DFL)
    var unblocked = sigset_t()
    _ = sigemptyset(&unblocked)
    _ = sigaddset(&unblocked, received)
    _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    _ = kill(getpid(), received)
    // The default action ends the process; should the signal be held elsewhere, end anyway.
    sleep(1)
    _exit(128 + received)
  }

  /// Sends `received` to every process descended from this one (to its group when it leads
  /// one), waits up to ``childGrace`` for them all to end, then sends `SIGKILL` to what is left.
  static func stopDescendants(with received: Int32) {
    let ownGroup = getpgrp()
    var known = ProcessTable.descendants(of: getpid())
    for process in known {
      if process.group != ownGroup, process.group == process.id {
        _ = kill(-process.group, received)
      }
      _ = kill(process.id, received)
    }
    let clock = ContinuousClock()
    let deadline = clock.now + childGrace
    while !known.isEmpty, clock.now < deadline {
      usleep(20_000)
      // A grandchild whose parent ended is no longer a descendant by `ppid`; it stays known.
      let current = ProcessTable.descendants(of: getpid())
      for process in current where !known.contains(where: { $0.id == process.id }) {
        known.append(process)
        _ = kill(process.id, received)
      }
      known = known.filter { ProcessTable.isRunning($0) }
    }
    for process in known {
      if process.group != ownGroup, process.group == process.id {
        _ = kill(-process.group, SIGKILL)
      }
      _ = kill(process.id, SIGKILL)
    }
  }
}

/// The temporary files recorded by ``ProcessSignals/removeOnInterruption(temporary:)``, read by
/// the thread that ends the process while the threads that made them may add or forget more.
private final class TemporaryFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: Set<String> = []

  func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }

  func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

  func all() -> [String] { lock.withLock { Array(paths) } }
}

/// Wakes the thread that ends the process, writing it the signal's number.
///
/// The handler's only call, `write(2)`, is async-signal-safe. Without that thread (a pipe could
/// not be made) it ends the process at once, removing the pending temporary file first.
private func wakeTheEndingThread(_ received: Int32) {
  let descriptor = ProcessSignals.wakeDescriptor
  if descriptor >= 0 {
    var number = received
    if write(descriptor, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
      return
    }
  }
  if let path = ProcessSignals.pendingTemporaryFile {
    _ = unlink(path)
  }
  _ = signal(received, SIG_DFL)
  _ = raise(received)
}
