public import CalculatorModel
import TimingStatistics

/// Everything one `workbench run` found: per scenario, per architecture, what was shown, what
/// failed, and (when timed) how long it took.
///
/// The JSON format is this type's `Codable` form.
public struct WorkbenchReport: Codable, Sendable, Equatable {
  /// The version of this JSON layout; `compare` reads reports of this version.
  public static let currentSchemaVersion = 2

  /// The version of the JSON layout the report was written in.
  public var schemaVersion: Int
  /// Whether every expectation held, every architecture agreed, and nothing leaked.
  public var passed: Bool
  /// The names of the architectures run, in report order.
  public var architectures: [String]
  /// One entry per scenario, in path order.
  public var scenarios: [ScenarioReport]
  /// Where and how the report was made.
  public var environment: EnvironmentInfo
  /// The reference the timing ratios are relative to, when timing ran.
  public var baseline: String?
  /// The options the run used, when known.
  public var options: RunOptions?
  /// One summary per architecture (the baseline first when timing ran), over the scenarios.
  public var summaries: [ArchitectureSummary]
  /// Why timing did not run and how to run it, when the run skipped it on its own (a debug
  /// build times only when asked).
  public var timingNote: String?

  /// Creates a report; ``summaries`` follow from the scenarios.
  ///
  /// - Parameters:
  ///   - architectures: The architectures run.
  ///   - scenarios: The scenario reports.
  ///   - environment: Where the report was made.
  ///   - baseline: The timing reference, if timing ran.
  ///   - options: The options the run used, if known.
  public init(
    architectures: [String], scenarios: [ScenarioReport], environment: EnvironmentInfo,
    baseline: String? = nil, options: RunOptions? = nil
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.passed = scenarios.allSatisfy(\.passed)
    self.architectures = architectures
    self.scenarios = scenarios
    self.environment = environment
    self.baseline = baseline
    self.options = options
    let names = baseline.map { name in [name] + architectures.filter { $0 != name } }
    self.summaries = (names ?? architectures).map { name in
      ArchitectureSummary(architecture: name, scenarios: scenarios, baseline: baseline)
    }
  }

  /// The timing of `architecture` on `scenario`, the baseline's included.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - scenario: The scenario.
  /// - Returns: Its timing, or `nil` when it was not timed there.
  public func timing(of architecture: String, in scenario: ScenarioReport) -> TimingReport? {
    architecture == baseline
      ? scenario.baselineTiming
      : scenario.runs.first { $0.architecture == architecture }?.timing
  }
}

/// What one scenario gave on every architecture.
public struct ScenarioReport: Codable, Sendable, Equatable {
  /// The scenario's name: its file name without the extension.
  public var name: String
  /// The scenario's path, as given.
  public var path: String
  /// The scenario's leading comment.
  public var description: String
  /// Whether every run passed and all architectures agreed.
  public var passed: Bool
  /// Whether all architectures showed the same thing after every event.
  public var agree: Bool
  /// The number of events replayed.
  public var events: Int
  /// One run per architecture, in report order.
  public var runs: [ArchitectureRun]
  /// The first event at which architectures showed different things, if any.
  public var divergence: Divergence?
  /// The timing of the baseline on this scenario, when timing ran.
  public var baselineTiming: TimingReport?

  /// Creates a scenario report; ``passed`` follows from the runs and the divergence.
  ///
  /// - Parameters:
  ///   - name: The scenario's name.
  ///   - path: The scenario's path.
  ///   - description: The scenario's leading comment.
  ///   - events: The number of events replayed.
  ///   - runs: The runs.
  ///   - divergence: The first divergence, if any.
  public init(
    name: String, path: String, description: String, events: Int, runs: [ArchitectureRun],
    divergence: Divergence?
  ) {
    self.name = name
    self.path = path
    self.description = description
    self.events = events
    self.runs = runs
    self.divergence = divergence
    self.agree = divergence == nil
    self.passed = divergence == nil && runs.allSatisfy(\.passed)
  }
}

/// What one architecture did on one scenario.
public struct ArchitectureRun: Codable, Sendable, Equatable {
  /// The architecture's name.
  public var architecture: String
  /// Whether every expectation held, the run agreed with the others, and nothing leaked.
  public var passed: Bool
  /// The result label's final text.
  public var result: String
  /// The number of events replayed.
  public var events: Int
  /// What went wrong, in line order.
  public var failures: [Failure]
  /// The type names of the kit objects still alive after the screen was released.
  public var leaked: [String]
  /// Message and label-update counts per event, when traced.
  public var messages: MessageCounts?
  /// The view bodies a declarative screen evaluated per event, and why; `nil` for a screen with
  /// no bodies (a UIKit-shaped one) or one not traced.
  public var bodies: BodyEvaluationCounts?
  /// Bytes of input the model read per event, when traced: the same number as in ``messages``,
  /// at the top level of the run for readers of the JSON report.
  public var scannedBytesPerEvent: Double?
  /// What happened to the requests the screen sent to its slow service (sent, cancelled,
  /// delivered), when it sent any.
  public var requests: RequestCounts?
  /// How long the architecture took, when timing ran.
  public var timing: TimingReport?
  /// Heap allocations (`malloc`, `calloc`, `realloc`) while the events were replayed on a
  /// fresh screen, counted in a pass of their own; `nil` where they cannot be counted.
  public var allocations: Int?
  /// ``allocations`` divided by the number of events.
  public var allocationsPerEvent: Double?

  /// Creates a run; ``passed`` follows from the failures.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - result: The result label's final text.
  ///   - events: The number of events replayed.
  ///   - failures: What went wrong.
  ///   - leaked: The kit objects that outlived the screen.
  public init(
    architecture: String, result: String, events: Int, failures: [Failure], leaked: [String]
  ) {
    self.architecture = architecture
    self.result = result
    self.events = events
    self.failures = failures
    self.leaked = leaked
    self.passed = failures.isEmpty
  }

  /// Adds `failure`, keeping line order, and marks the run failed.
  ///
  /// - Parameter failure: The failure to add.
  public mutating func add(_ failure: Failure) {
    failures.append(failure)
    failures.sort { $0.order < $1.order }
    passed = false
  }
}

/// One thing that went wrong in a run.
public struct Failure: Codable, Sendable, Equatable {
  /// What kind of failure.
  public enum Kind: String, Codable, Sendable {
    /// An `expect` directive did not hold.
    case expectation
    /// The architecture showed something other than the others.
    case divergence
    /// Objects of a released screen outlived it, or work it started was left running.
    case leak
    /// The screen could not be driven (a widget is missing).
    case screen
  }

  /// Whether the failure is the run's share of the scenario's ``Divergence`` (what the screen
  /// showed), which reports show once for all runs, rather than one of its own (request counts
  /// that differ).
  public var isSharedDivergence: Bool {
    kind == .divergence && message.hasPrefix("diverges from ")
  }

  /// Where the failure stands among a run's failures: by line, in the order the scenario reads,
  /// and those of the scenario as a whole (line 0: a leak found once the screen is released,
  /// request counts) after every line's, as they are found at its end.
  public var order: Int { line == 0 ? .max : line }

  /// The scenario line it concerns (0: the scenario as a whole, or the freshly loaded screen).
  public var line: Int
  /// A sentence saying what went wrong.
  public var message: String
  /// What kind of failure it is.
  public var kind: Kind

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - line: The scenario line.
  ///   - message: What went wrong.
  ///   - kind: What kind of failure.
  public init(line: Int, message: String, kind: Kind) {
    self.line = line
    self.message = message
    self.kind = kind
  }
}
