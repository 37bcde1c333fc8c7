/// A view controller that tells what its updates cost, whatever the view it shows: the hook a
/// harness reads body evaluations through, for every declarative screen alike.
///
/// ``HostingController`` is one, for any root view, so an architecture built on this kit
/// reports its bodies with no code of its own; a harness asks each view controller of a screen
/// whether it is one.
///
/// ```swift
/// if let reporter = viewController as? any FlushReporting {
///   let evaluated = reporter.flushReports.map(\.bodiesEvaluated).reduce(0, +)
///   reporter.removeFlushReports()
/// }
/// ```
@MainActor
public protocol FlushReporting: AnyObject {
  /// Each update since the reports were last removed, oldest first.
  var flushReports: [FlushReport] { get }

  /// Forgets the reports of past updates, so that the next ones are counted from zero.
  func removeFlushReports()

  /// Brings the screen up to date now with changes made outside any event (a service's answer,
  /// a timer's work): what the main actor's next turn would do.
  func flush()
}
