#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one clock the workbench times with: a monotonic clock read in nanoseconds.
///
/// Reading it costs a few tens of nanoseconds and never allocates, so it can bracket a timed
/// region without disturbing it.
public enum MonotonicClock {
  /// The current time in nanoseconds since an arbitrary fixed point.
  @inline(__always)
  public static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
