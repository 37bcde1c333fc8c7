public import CalculatorModel
public import Persistence
public import Scheduling

/// What the world outside a screen hands it when it is built: its dependencies.
///
/// The harness makes one environment per scenario and builds every screen of that scenario over
/// it, so what a screen stores survives a `relaunch`. Base architectures take nothing from it;
/// a change request that needs a dependency (the storage of `remember-token`, the slow service
/// of `slow-service`) takes it from here. Time is virtual: it moves only when the harness
/// advances ``scheduler`` (a scenario's `wait`).
@MainActor
public final class ScreenEnvironment {
  /// The screen's persistent storage, shaped like `UserDefaults`.
  public let keyValueStore: any KeyValueStore

  /// The virtual clock every scheduled piece of work of the scenario runs on.
  public let scheduler: VirtualScheduler

  /// The slow service answering sums on ``scheduler``; its counts are the scenario's.
  public let sumService: SumService

  /// Creates an environment over `keyValueStore`, with a fresh virtual clock at zero and a
  /// service that has sent nothing.
  ///
  /// - Parameter keyValueStore: The storage; a fresh in-memory store by default.
  public init(keyValueStore: any KeyValueStore = InMemoryKeyValueStore()) {
    self.keyValueStore = keyValueStore
    let scheduler = VirtualScheduler()
    self.scheduler = scheduler
    sumService = SumService(scheduler: scheduler)
  }
}
