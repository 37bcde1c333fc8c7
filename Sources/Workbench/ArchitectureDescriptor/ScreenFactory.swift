public import CalculatorModel
public import Persistence
public import Scheduling
public import ViewKit

/// Adapts an architecture's `CalculatorScreen.makeRootViewController` to the harness's
/// ``ScreenEnvironment``, whatever dependencies that screen takes.
///
/// A base architecture's screen takes nothing; a change request's implementation may take a
/// dependency from the environment (the storage of `remember-token`). The catalogue names the
/// function the same way in both builds, `ScreenFactory.make(MVC.CalculatorScreen
/// .makeRootViewController)`, and the overload that matches the function's type hands it what it
/// needs, so the catalogue never changes with a change request.
public enum ScreenFactory {
  /// A screen that takes no dependency.
  ///
  /// - Parameter make: The architecture's `makeRootViewController`.
  /// - Returns: A function building that screen over any environment.
  public static func make(
    _ make: @escaping @MainActor @Sendable () -> ViewController
  ) -> @MainActor @Sendable (ScreenEnvironment) -> ViewController {
    { _ in make() }
  }

  /// A screen that keeps values across launches in a `KeyValueStore`.
  ///
  /// - Parameter make: The architecture's `makeRootViewController(keyValueStore:)`.
  /// - Returns: A function building that screen over the environment's store.
  public static func make(
    _ make: @escaping @MainActor @Sendable (any KeyValueStore) -> ViewController
  ) -> @MainActor @Sendable (ScreenEnvironment) -> ViewController {
    { environment in make(environment.keyValueStore) }
  }

  /// A screen whose sum comes from a slow `SumService`, answering in virtual time.
  ///
  /// - Parameter make: The architecture's `makeRootViewController(sumService:)`.
  /// - Returns: A function building that screen over the environment's service.
  public static func make(
    _ make: @escaping @MainActor @Sendable (SumService) -> ViewController
  ) -> @MainActor @Sendable (ScreenEnvironment) -> ViewController {
    { environment in make(environment.sumService) }
  }

  /// A screen whose sum comes from a slow `SumService` and that renders on the main scheduler
  /// too.
  ///
  /// - Parameter make: The architecture's `makeRootViewController(sumService:scheduler:)`.
  /// - Returns: A function building that screen over the environment's service and clock.
  public static func make(
    _ make: @escaping @MainActor @Sendable (SumService, any Scheduler) -> ViewController
  ) -> @MainActor @Sendable (ScreenEnvironment) -> ViewController {
    { environment in make(environment.sumService, environment.scheduler) }
  }
}
