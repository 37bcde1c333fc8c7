import AllocationCounter
public import ArchitectureDescriptor
import ScreenDriver
import ViewKit

/// Counts the heap allocations an architecture makes per event, exactly, in a pass of its own
/// (never the timed one): `malloc`, `calloc` and `realloc` calls on this thread while the events
/// are replayed on a fresh screen.
///
/// A short untimed replay first fills the runtime's caches (type metadata, conformances), so the
/// count is the same on every run of the same build.
@MainActor
public enum AllocationCounting {
  /// Whether this build can count allocations (Linux with glibc).
  public static var isAvailable: Bool { allocation_counter_is_available() }

  /// The allocations `architecture` makes replaying `plan` on a fresh screen.
  ///
  /// - Parameters:
  ///   - plan: The events to replay.
  ///   - architecture: The architecture.
  /// - Returns: The count, or `nil` when counting is unavailable or the screen cannot be built.
  public static func allocations(_ plan: ReplayPlan, on architecture: Architecture) -> Int? {
    guard isAvailable else { return nil }
    let warmupEnvironment = ScreenEnvironment()
    guard let warmup = try? ScreenDriver(architecture.makeScreen(warmupEnvironment)) else {
      return nil
    }
    for event in plan.events.prefix(64) {
      warmup.perform(event, advancing: warmupEnvironment.scheduler)
    }
    let environment = ScreenEnvironment()
    guard let screen = try? ScreenDriver(architecture.makeScreen(environment)) else { return nil }
    let events = plan.events
    let scheduler = environment.scheduler
    allocation_counter_start()
    for event in events { screen.perform(event, advancing: scheduler) }
    let counted = allocation_counter_stop()
    return Int(clamping: counted)
  }
}
