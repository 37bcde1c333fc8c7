/// One process's timing samples of one scenario, before any statistics: what a timing worker
/// hands back, so that the samples of a run can span several processes, as pyperf's do.
public struct TimingSamples: Codable, Sendable, Equatable {
  /// Nanoseconds per event, one list per architecture, one sample per round.
  public var perEvent: [[Double]]
  /// Nanoseconds per screen, one list per architecture, one sample per round.
  public var perScreen: [[Double]]
  /// Why fewer samples were taken than asked, when they were.
  public var shortfall: String?

  /// Creates samples.
  ///
  /// - Parameters:
  ///   - perEvent: Nanoseconds per event, per architecture.
  ///   - perScreen: Nanoseconds per screen, per architecture.
  ///   - shortfall: Why fewer samples were taken, if they were.
  public init(perEvent: [[Double]], perScreen: [[Double]], shortfall: String? = nil) {
    self.perEvent = perEvent
    self.perScreen = perScreen
    self.shortfall = shortfall
  }
}
