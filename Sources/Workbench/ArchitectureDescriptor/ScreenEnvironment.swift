public import Persistence

/// What the world outside a screen hands it when it is built: its dependencies.
///
/// The harness makes one environment per scenario and builds every screen of that scenario over
/// it, so what a screen stores survives a `relaunch`. Base architectures take nothing from it;
/// a change request that needs a dependency (the storage of `remember-token`) takes it from here.
@MainActor
public final class ScreenEnvironment {
  /// The screen's persistent storage, shaped like `UserDefaults`.
  public let keyValueStore: any KeyValueStore

  /// Creates an environment over `keyValueStore`.
  ///
  /// - Parameter keyValueStore: The storage; a fresh in-memory store by default.
  public init(keyValueStore: any KeyValueStore = InMemoryKeyValueStore()) {
    self.keyValueStore = keyValueStore
  }
}
