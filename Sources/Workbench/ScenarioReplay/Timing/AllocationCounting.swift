import AllocationCounter
public import ArchitectureDescriptor
public import ScreenDriver
import ViewKit

/// Counts the heap allocations an architecture makes per event, exactly, in a pass of its own
/// (never the timed one): `malloc`, `calloc` and `realloc` calls on this thread while the events
/// are replayed on a fresh screen.
///
/// A short untimed replay first fills the runtime's caches (type metadata, conformances), and the
/// counter reports every heap block's size as its request alone gets it (Swift grows a buffer by
/// that size, and glibc's spare bytes depend on what the process freed before), so the count is
/// the same on every run of the same build.
@MainActor
public enum AllocationCounting {
  /// Whether this build can count allocations (Linux with glibc).
  public static var isAvailable: Bool { allocation_counter_is_available() }

  /// The allocations `architecture` makes replaying `plan` on a fresh screen, relaunches apart.
  ///
  /// - Parameters:
  ///   - plan: The events to replay.
  ///   - architecture: The architecture.
  /// - Returns: The count, or `nil` when counting is unavailable or the screen cannot be built.
  /// - Throws: The screen's error when an event of the counting pass (or its warm-up) cannot be
  ///   replayed: the count would be of other work than the scenario's, so none is given.
  public static func allocations(
    _ plan: ReplayPlan, on architecture: Architecture
  ) throws(ScreenDriverError) -> Int? {
    guard isAvailable else { return nil }
    let warmup = try ScreenSession(architecture)
    for event in plan.events.prefix(64) { try warmup.perform(event) }
    // From the screen's building on, every block reports the size its request alone gets, so
    // the buffers that grow during the events grow alike on every run.
    allocation_counter_track_sizes(true)
    defer { allocation_counter_track_sizes(false) }
    let session = try ScreenSession(architecture)
    guard session.screen != nil else { return nil }
    // A relaunch is not an event's work: the screen it builds is not counted, as the first
    // one is not. (The loop is the same as without relaunches, so that a debug build's own
    // allocations for iterating are the same in every pass.)
    var counted: UInt64 = 0
    allocation_counter_start()
    for event in plan.events {
      guard case .relaunch = event else {
        do {
          try session.perform(event)
        } catch {
          _ = allocation_counter_stop()
          throw error
        }
        continue
      }
      counted &+= allocation_counter_stop()
      _ = try session.relaunch()
      guard session.screen != nil else { return nil }
      allocation_counter_start()
    }
    counted &+= allocation_counter_stop()
    return Int(clamping: counted)
  }
}
