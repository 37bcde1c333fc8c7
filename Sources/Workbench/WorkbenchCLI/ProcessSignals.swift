#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide signal dispositions of the `workbench` executable.
///
/// `SIGPIPE` is ignored, so a closed pipe turns into an `EPIPE` write error that
/// ``StandardStreams`` reports as exit code 74, quietly. `SIGINT`, `SIGTERM` and `SIGHUP` first
/// remove the temporary file of a report being written (see ``pendingTemporaryFile``), then end
/// the process as the signal would have.
enum ProcessSignals {
  /// The temporary file to remove if the process is interrupted, as a C string the signal
  /// handler can pass to `unlink(2)` without allocating; `nil` when there is none.
  ///
  /// Set and cleared only on the main thread, read only by the handler.
  nonisolated(unsafe) static var pendingTemporaryFile: UnsafeMutablePointer<CChar>?

  /// Installs the dispositions; called once, by the executable, before the command runs.
  static func install() {
    _ = signal(SIGPIPE, SIG_IGN)
    // A process started from a thread that blocks signals (a Dispatch worker, as in test
    // runners) inherits that mask; unblock the interruptions so they end the run here too.
    var interruptions = sigset_t()
    _ = sigemptyset(&interruptions)
    for interruption in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(interruption, removePendingFileAndEnd)
      _ = sigaddset(&interruptions, interruption)
    }
    _ = sigprocmask(SIG_UNBLOCK, &interruptions, nil)
  }

  /// Records `path` as the file to remove on interruption, replacing any previous one.
  static func removeOnInterruption(_ path: String) {
    let previous = pendingTemporaryFile
    pendingTemporaryFile = strdup(path)
    free(previous)
  }

  /// Forgets the file recorded by ``removeOnInterruption(_:)``.
  static func keepOnInterruption() {
    let previous = pendingTemporaryFile
    pendingTemporaryFile = nil
    free(previous)
  }
}

/// Removes the pending temporary file, then raises the signal again with its default action,
/// so the process ends as killed by it; only async-signal-safe calls.
private func removePendingFileAndEnd(_ received: Int32) {
  if let path = ProcessSignals.pendingTemporaryFile {
    _ = unlink(path)
  }
  _ = signal(received, SIG_DFL)
  _ = raise(received)
}
