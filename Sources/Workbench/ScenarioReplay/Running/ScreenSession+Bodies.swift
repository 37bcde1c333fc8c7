import DeclarativeKit
import ScreenDriver
import ViewKit

extension ScreenSession {
  /// The body evaluations of the screen's updates since they were last taken, forgotten once
  /// taken; `nil` when no view controller of the screen has bodies (a UIKit-shaped screen).
  ///
  /// Every view controller of the screen that reports its updates is asked (the root and each
  /// screen of its navigation stack): any architecture whose screens are the declarative kit's
  /// hosting controllers is counted with no code of its own.
  ///
  /// - Returns: Each evaluation's description and whether it was wasted, in order.
  public func takeBodyEvaluations() -> [(description: String, isWasted: Bool)]? {
    let reporters = flushReporters
    guard !reporters.isEmpty else { return nil }
    var evaluations: [(description: String, isWasted: Bool)] = []
    for reporter in reporters {
      for report in reporter.flushReports {
        evaluations += report.evaluations.map { ($0.description, $0.isWasted) }
      }
      reporter.removeFlushReports()
    }
    return evaluations
  }

  /// Brings every declarative screen of the session up to date, as the main actor's next turn
  /// would.
  ///
  /// Called after scheduled work fires, so that a change made outside any event (a service's
  /// answer) shows when it arrives. A UIKit-shaped screen has nothing to bring.
  func flushDeclarativeScreens() {
    for reporter in flushReporters { reporter.flush() }
  }

  /// The view controllers of the screen that report their updates: the root and each screen of
  /// its navigation stack that does.
  private var flushReporters: [any FlushReporting] {
    guard let screen else { return [] }
    let controllers =
      [screen.rootViewController] + (screen.navigationController?.viewControllers ?? [])
    return controllers.compactMap { $0 as? any FlushReporting }
  }
}
