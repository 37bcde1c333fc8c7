import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock on `testability`'s scratch folder, `.build/testability`.
///
/// A `flock(2)` on a file beside the folder, held for the whole measurement, so that two runs
/// in one package take turns instead of overwriting each other's copy and build log. The system
/// releases it when the process ends, however it ends.
final class ScratchLock {
  /// The lock file, relative to the package root.
  static let path = ".build/testability.lock"

  /// The lock file's full path.
  private let file: String
  /// The open lock file, or -1.
  private var descriptor: Int32 = -1

  /// A lock for the package at `packageRoot`, not yet taken.
  init(packageRoot: String) {
    file = packageRoot + "/" + Self.path
  }

  /// Takes the lock, waiting for another run to finish first (said through `waiting`).
  ///
  /// - Parameter waiting: Told once when another run holds the lock.
  /// - Returns: Whether the lock is held; `false` when the file cannot be made.
  func acquire(waiting: (String) -> Void) -> Bool {
    _ = mkdir((file as NSString).deletingLastPathComponent, 0o777)
    descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return false }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
    waiting("Waiting for another 'workbench testability' in this package to finish…")
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }

  /// Releases the lock.
  func release() {
    guard descriptor >= 0 else { return }
    _ = flock(descriptor, LOCK_UN)
    _ = close(descriptor)
    descriptor = -1
  }
}
