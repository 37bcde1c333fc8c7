public import ArchitectureDescriptor
import TimingStatistics
import ViewKit

/// Times architectures replaying one scenario, against a baseline, in a way that survives a
/// noisy machine.
///
/// - Rounds interleave the architectures in a rotating order, so a machine that drifts (another
///   process, frequency scaling) slows all of them alike, and each round gives one paired ratio
///   per architecture.
/// - Every sample uses fresh screens, built (and timed) before the replay, so the timed replay
///   allocates nothing of the harness's and does no I/O.
/// - A sample replays the scenario on as many screens as needed for the timed region to last at
///   least ``TimingOptions/targetRegionNanoseconds``, so the clock's own cost is negligible.
/// - The ratio to the baseline is the median of the per-round ratios, with a distribution-free
///   95% confidence interval; an interval containing 1 reads as indistinguishable.
@MainActor
public struct TimingRunner {
  /// The timing settings.
  public let options: TimingOptions

  /// Creates a timing runner.
  ///
  /// - Parameter options: The timing settings.
  public init(options: TimingOptions) {
    self.options = options
  }

  /// Times `architectures` (which include the baseline) replaying `plan`.
  ///
  /// - Parameters:
  ///   - plan: The events to replay.
  ///   - architectures: The architectures to time, baseline included.
  /// - Returns: One report per architecture, in the order given.
  public func time(_ plan: ReplayPlan, architectures: [Architecture]) -> [TimingReport] {
    let count = architectures.count
    guard count > 0 else { return [] }
    let baselineIndex = architectures.firstIndex { $0.name == options.baseline }
    let calibrations = architectures.map { calibrate(plan, on: $0) }
    let screensPerSample = calibrations.map(\.screens)
    // Plan the rounds from what one round costs, so that a long scenario (or a debug build)
    // stays within the budget: at least the minimum of timed samples, fewer warm-up rounds
    // first.
    let roundCost = Swift.max(1, calibrations.reduce(0) { $0 + $1.nanoseconds })
    let affordable = Int(Swift.min(1_000_000, options.budgetPerScenarioNanoseconds / roundCost))
    let minimum = Swift.min(options.repetitions, options.minimumSamples)
    let timedRounds = Swift.min(
      options.repetitions, Swift.max(minimum, affordable - options.warmup))
    let warmup = Swift.max(0, Swift.min(options.warmup, affordable - timedRounds))
    var perEvent = Array(repeating: [Double](), count: count)
    var perScreen = Array(repeating: [Double](), count: count)
    let started = MonotonicClock.now()
    var roundsTaken = 0
    for round in 0..<(warmup + timedRounds) {
      if round >= warmup + minimum,
        MonotonicClock.now() &- started > options.budgetPerScenarioNanoseconds
      {
        break
      }
      for offset in 0..<count {
        let index = (round + offset) % count
        let sample = takeSample(
          plan, on: architectures[index], screens: screensPerSample[index])
        if round >= warmup {
          perScreen[index].append(sample.perScreen)
          if let event = sample.perEvent { perEvent[index].append(event) }
        }
      }
      roundsTaken = round + 1
    }
    let samples = Swift.max(0, roundsTaken - warmup)
    let shortfall: String? =
      samples >= options.repetitions
      ? nil
      : "the time budget of \(Self.seconds(options.budgetPerScenarioNanoseconds)) per scenario "
        + "ran out"
    return (0..<count).map { index in
      TimingReport(
        samples: perEvent[index], screenSamples: perScreen[index],
        baselineSamples: baselineIndex.map { perEvent[$0] }, isBaseline: index == baselineIndex,
        requestedSamples: options.repetitions, shortfall: shortfall,
        eventsPerSample: plan.events.count - plan.relaunchCount)
    }
  }

  /// `0.5 s`, for messages.
  private static func seconds(_ nanoseconds: UInt64) -> String {
    let value = Double(nanoseconds) / 1e9
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// Picks how many screens one sample replays on, from one untimed trial replay, and
  /// estimates what such a sample costs.
  private func calibrate(
    _ plan: ReplayPlan, on architecture: Architecture
  ) -> (
    screens: Int, nanoseconds: UInt64
  ) {
    let trial = takeSample(plan, on: architecture, screens: 1)
    let replay = Swift.max(
      1, (trial.perEvent ?? 0) * Double(plan.events.count - plan.relaunchCount))
    let wanted = Double(options.targetRegionNanoseconds) / replay
    let screens = plan.events.isEmpty ? 16 : Int(Swift.min(256, Swift.max(1, wanted.rounded(.up))))
    let cost = Double(screens) * (replay + trial.perScreen)
    return (screens, UInt64(Swift.min(cost, 1e15)))
  }

  private struct Sample {
    var perScreen: Double
    var perEvent: Double?
  }

  /// Builds `count` fresh screens (timed), then replays the plan on each (timed), then releases
  /// them (untimed).
  ///
  /// A relaunch stops the replay's clock: building its screen is timed with the
  /// screens, and the relaunch is not an event of the per-event time.
  private func takeSample(
    _ plan: ReplayPlan, on architecture: Architecture, screens count: Int
  )
    -> Sample
  {
    var sessions: [ScreenSession] = []
    sessions.reserveCapacity(count)
    let buildStart = MonotonicClock.now()
    for _ in 0..<count {
      guard let session = try? ScreenSession(architecture) else { break }
      sessions.append(session)
    }
    var buildNanoseconds = MonotonicClock.now() &- buildStart
    var replayNanoseconds: UInt64 = 0
    var screensBuilt = sessions.count
    let events = plan.events
    for session in sessions {
      for (launch, range) in plan.launches.enumerated() {
        if launch > 0 {
          let relaunchStart = MonotonicClock.now()
          _ = try? session.relaunch()
          buildNanoseconds &+= MonotonicClock.now() &- relaunchStart
          screensBuilt += 1
        }
        guard session.screen != nil else { break }
        // Through the session, so that a wait moves the screen's own virtual clock: it costs
        // the work that falls due, never the time waited.
        let replayStart = MonotonicClock.now()
        for index in range {
          try? session.perform(events[index])
        }
        replayNanoseconds &+= MonotonicClock.now() &- replayStart
      }
    }
    let screenEvents = events.count - plan.relaunchCount
    let perEvent =
      screenEvents == 0 || sessions.isEmpty
      ? nil : Double(replayNanoseconds) / (Double(sessions.count) * Double(screenEvents))
    return Sample(
      perScreen: Double(buildNanoseconds) / Double(Swift.max(1, screensBuilt)), perEvent: perEvent)
  }
}
