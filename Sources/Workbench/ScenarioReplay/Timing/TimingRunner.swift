public import ArchitectureDescriptor
import ScreenDriver
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
    let baselineIndex = architectures.firstIndex { $0.name == options.baseline }
    return Self.reports(
      merging: [sample(plan, architectures: architectures)], baselineIndex: baselineIndex,
      requestedSamples: options.repetitions,
      eventsPerSample: plan.events.count - plan.relaunchCount)
  }

  /// Takes this process's samples of `architectures` (which include the baseline) replaying
  /// `plan`: the rounds, without their statistics.
  ///
  /// - Parameters:
  ///   - plan: The events to replay.
  ///   - architectures: The architectures to time, baseline included.
  /// - Returns: The samples, one list per architecture in the order given.
  public func sample(_ plan: ReplayPlan, architectures: [Architecture]) -> TimingSamples {
    let count = architectures.count
    guard count > 0 else { return TimingSamples(perEvent: [], perScreen: []) }
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
    var samples = TimingSamples(
      perEvent: Array(repeating: [], count: count), perScreen: Array(repeating: [], count: count))
    let started = MonotonicClock.now()
    var roundsTaken = 0
    var failure: String?
    rounds: for round in 0..<(warmup + timedRounds) {
      if round >= warmup + minimum,
        MonotonicClock.now() &- started > options.budgetPerScenarioNanoseconds
      {
        break
      }
      for offset in 0..<count {
        let index = (round + offset) % count
        let sample = takeSample(
          plan, on: architectures[index], screens: screensPerSample[index])
        if let error = sample.failure {
          // A timed pass that cannot drive the screen times other work than the scenario's:
          // the run stops timing and says why, rather than report those samples.
          failure = "\(architectures[index].name) failed in a timed pass (\(error))"
          break rounds
        }
        if round >= warmup {
          samples.perScreen[index].append(sample.perScreen)
          if let event = sample.perEvent { samples.perEvent[index].append(event) }
        }
      }
      roundsTaken = round + 1
    }
    if let failure {
      samples.shortfall = failure
    } else if roundsTaken - warmup < options.repetitions {
      samples.shortfall =
        "the time budget of \(Self.seconds(options.budgetPerScenarioNanoseconds)) per scenario "
        + "ran out"
    }
    return samples
  }

  /// The reports of samples taken by one process or several, each process's rounds after the
  /// previous one's, so that rounds still pair architecture with baseline.
  ///
  /// - Parameters:
  ///   - processes: Each process's samples of the same architectures, in the same order.
  ///   - baselineIndex: The baseline's position among them, if it is timed.
  ///   - requestedSamples: How many samples were asked for in all.
  ///   - eventsPerSample: Events per sample.
  /// - Returns: One report per architecture.
  public nonisolated static func reports(
    merging processes: [TimingSamples], baselineIndex: Int?, requestedSamples: Int,
    eventsPerSample: Int
  ) -> [TimingReport] {
    let count = processes.first?.perEvent.count ?? 0
    func merged(_ index: Int, _ list: KeyPath<TimingSamples, [[Double]]>) -> [Double] {
      processes.flatMap {
        $0[keyPath: list].indices.contains(index) ? $0[keyPath: list][index] : []
      }
    }
    return (0..<count).map { index in
      TimingReport(
        samples: merged(index, \.perEvent), screenSamples: merged(index, \.perScreen),
        baselineSamples: baselineIndex.map { merged($0, \.perEvent) },
        isBaseline: index == baselineIndex, requestedSamples: requestedSamples,
        shortfall: processes.lazy.compactMap(\.shortfall).first,
        eventsPerSample: eventsPerSample,
        processSamples: processes.map {
          $0.perEvent.indices.contains(index) ? $0.perEvent[index].count : 0
        })
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
    /// The screen's error, when the sample could not replay the plan.
    var failure: ScreenDriverError?
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
    var failure: ScreenDriverError?
    let buildStart = MonotonicClock.now()
    for _ in 0..<count {
      do {
        sessions.append(try ScreenSession(architecture))
      } catch {
        failure = error
        break
      }
    }
    var buildNanoseconds = MonotonicClock.now() &- buildStart
    var replayNanoseconds: UInt64 = 0
    var screensBuilt = sessions.count
    let events = plan.events
    replay: for session in sessions where failure == nil {
      for (launch, range) in plan.launches.enumerated() {
        if launch > 0 {
          let relaunchStart = MonotonicClock.now()
          do {
            _ = try session.relaunch()
          } catch {
            failure = error
            break replay
          }
          buildNanoseconds &+= MonotonicClock.now() &- relaunchStart
          screensBuilt += 1
        }
        guard session.screen != nil else { break }
        // Through the session, so that a wait moves the screen's own virtual clock: it costs
        // the work that falls due, never the time waited.
        let replayStart = MonotonicClock.now()
        do {
          for index in range {
            try session.perform(events[index])
          }
        } catch {
          failure = error
          break replay
        }
        replayNanoseconds &+= MonotonicClock.now() &- replayStart
      }
    }
    let screenEvents = events.count - plan.relaunchCount
    let perEvent =
      screenEvents == 0 || sessions.isEmpty
      ? nil : Double(replayNanoseconds) / (Double(sessions.count) * Double(screenEvents))
    return Sample(
      perScreen: Double(buildNanoseconds) / Double(Swift.max(1, screensBuilt)), perEvent: perEvent,
      failure: failure)
  }
}
