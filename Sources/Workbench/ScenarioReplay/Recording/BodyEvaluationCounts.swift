/// What a declarative screen's updates cost per event: the view bodies evaluated, those whose
/// output did not change (wasted), and why each ran.
///
/// Counted, not timed: the renderer evaluates the same bodies for the same events on every run.
/// Only a screen built on the declarative kit has bodies; a UIKit-shaped one has none, and its
/// run carries no counts (its label updates are what corresponds).
public struct BodyEvaluationCounts: Codable, Sendable, Equatable {
  /// One event that evaluated bodies.
  public struct Event: Codable, Sendable, Equatable {
    /// The event's number, counting from 1.
    public var event: Int
    /// The scenario line of the event's directive.
    public var line: Int
    /// Bodies evaluated.
    public var evaluated: Int
    /// Bodies evaluated whose output did not change.
    public var wasted: Int
    /// Each evaluation as `Self._printChanges()` says it (`ResultView: @dependencies
    /// changed.`, with ` (wasted)` after a wasted one), with how many times it ran.
    public var causes: [String: Int]

    /// Creates the counts of one event.
    ///
    /// - Parameters:
    ///   - event: The event's number, from 1.
    ///   - line: The scenario line of the event.
    ///   - evaluations: Each evaluation's description and whether it was wasted.
    public init(event: Int, line: Int, evaluations: [(description: String, isWasted: Bool)]) {
      self.event = event
      self.line = line
      evaluated = evaluations.count
      wasted = evaluations.count { $0.isWasted }
      causes = [:]
      for evaluation in evaluations { causes[evaluation.description, default: 0] += 1 }
    }
  }

  /// What ends the description of a wasted evaluation.
  public static let wastedSuffix = " (wasted)"

  /// Bodies evaluated when the screen first loaded (and at each relaunch's load): not an
  /// event's work, so not among the per-event figures.
  public var loading: Int
  /// Bodies evaluated per event.
  public var evaluationsPerEvent: Double
  /// Bodies evaluated per event whose output did not change.
  public var wastedPerEvent: Double
  /// The events that evaluated bodies, in order; an event that evaluated none is left out.
  public var events: [Event]

  /// Sums `events` over `eventCount` counted events.
  ///
  /// - Parameters:
  ///   - loading: Bodies evaluated by the loads.
  ///   - events: The events that evaluated bodies.
  ///   - eventCount: How many events the figures are divided by.
  public init(loading: Int, events: [Event], eventCount: Int) {
    self.loading = loading
    self.events = events
    let count = Double(max(1, eventCount))
    evaluationsPerEvent = Double(events.map(\.evaluated).reduce(0, +)) / count
    wastedPerEvent = Double(events.map(\.wasted).reduce(0, +)) / count
  }
}
