import ReportLayout

/// `workbench testability`'s report: the measurement, dated, with the machine it ran on.
public struct TestabilityReport: Sendable, Equatable, Codable {
  /// When it was measured, ISO 8601.
  public var date: String
  /// The machine and toolchain, in one line.
  public var machine: String
  /// What was measured.
  public var measurement: TestabilityMeasurement

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - date: When, ISO 8601.
  ///   - machine: The machine and toolchain.
  ///   - measurement: What was measured.
  public init(date: String, machine: String, measurement: TestabilityMeasurement) {
    self.date = date
    self.machine = machine
    self.measurement = measurement
  }

  /// How to read the main table, in one paragraph.
  public static let legend =
    "reach: the share of the architecture's executable lines (llvm-cov) that its kit-free tests "
    + "run, without constructing any kit object; bound: the share in files that import no kit "
    + "(ViewKit, CalculatorUI) nor a module that drives a screen, the most the imports allow; "
    + "kit-free, screen: @Test functions classified one by one by the types they, their "
    + "helpers and fakes, and their suite's stored properties reach (a kit's, the screen "
    + "driver's, or one of the architecture's declared in a file that imports a kit); "
    + "mutants: those that compiled; score: killed (or timed out) of them; strength: killed of "
    + "those some test or scenario runs (PIT's test strength); kit-free kills: the share of "
    + "the mutants a kit-free test kills."

  /// The main table: one row per architecture, the structural figure first.
  public var table: TextTable {
    var table = TextTable(header: [
      "architecture", "reach", "bound", "kit-free", "screen", "mutants", "score", "strength",
      "kit-free kills",
    ])
    for architecture in measurement.architectures {
      table.append([
        architecture.name, architecture.reachability.measured.percentText,
        architecture.reachability.bound.percentText, String(architecture.kitFreeTests),
        String(architecture.screenTests), String(architecture.mutants.count),
        Self.percent(architecture.mutationScore), Self.percent(architecture.testStrength),
        Self.percent(architecture.killedWithoutScreen),
      ])
    }
    return table
  }

  /// The coverages and the checks of the reachability figure, one row per architecture.
  public var coverageTable: TextTable {
    var table = TextTable(header: [
      "architecture", "roles", "test cov", "scen. cov", "run in kit files", "kit lines run",
    ])
    for architecture in measurement.architectures {
      table.append([
        architecture.name, "\(architecture.rolesReached.count) of \(architecture.roles.count)",
        architecture.testCoverage.percentText, architecture.scenarioCoverage.percentText,
        String(architecture.reachability.linesRunInKitFiles),
        String(architecture.reachability.kitLinesRun),
      ])
    }
    return table
  }

  /// The mutants of each architecture by state, as mutation tools name them.
  public var stateTable: TextTable {
    var table = TextTable(header: [
      "architecture", "killed", "timeout", "survived", "equivalent", "no coverage",
      "compile error",
    ])
    for architecture in measurement.architectures {
      table.append(
        [architecture.name]
          + [MutantState.killed, .timeout, .survived, .equivalent, .noCoverage].map {
            String(architecture.count($0))
          } + [String(architecture.uncompiledMutants)])
    }
    return table
  }

  /// The detected mutants of each architecture by what caught them first.
  public var fateTable: TextTable {
    var table = TextTable(header: [
      "architecture", "kit-free tests", "screen tests", "scenarios only",
    ])
    for architecture in measurement.architectures {
      table.append(
        [architecture.name]
          + [MutantFate.killedByKitFreeTests, .killedByScreenTests, .killedByScenarios].map {
            String(architecture.count($0))
          })
    }
    return table
  }

  /// The mutants that no run killed, one row each: architecture, place, the code and what it
  /// became, and its state (what counted measure it changes, if any).
  public var survivorTable: TextTable {
    var table = TextTable(header: ["architecture", "place", "code → mutated", "state"])
    for architecture in measurement.architectures {
      for mutant in architecture.mutants where mutant.fate == .survived {
        table.append([
          architecture.name, Self.place(mutant),
          "\(mutant.original) → \(mutant.mutated)", mutant.stateText,
        ])
      }
    }
    return table
  }

  /// One line on when and where, and how long it took.
  public var summary: String {
    "Measured \(date) on \(machine); \(measurement.architectures.count) "
      + "architecture\(measurement.architectures.count == 1 ? "" : "s"), "
      + "\(measurement.mutantCount) mutants: build \(Self.seconds(measurement.buildSeconds)), "
      + "coverage \(Self.seconds(measurement.coverageSeconds)), mutants "
      + "\(Self.seconds(measurement.mutantSeconds)) (total "
      + "\(Self.seconds(measurement.totalSeconds)))."
  }

  /// The mutants no run killed as the text report lists them, one entry each: architecture,
  /// place, the code and what it became, then its state.
  public var survivorLines: [String] {
    survivorTable.rows.map { "- \($0[0]) \($0[1]): \($0[2]); \($0[3])" }
  }

  /// A mutant's file, its architecture's folder left out, and line: `Presenter.swift:21`.
  static func place(_ mutant: MutantResult) -> String {
    "\(mutant.file.split(separator: "/").last.map(String.init) ?? mutant.file):\(mutant.line)"
  }

  static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded()))%"
  }

  static func seconds(_ value: Double) -> String {
    "\(Int(value.rounded())) s"
  }
}
