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
    "unit tests: @Test functions in kit-free test files (importing no ViewKit, CalculatorUI, "
    + "ScreenDriver or module that drives a screen); roles: the architecture's types those files "
    + "name, of all its types; unit cov, test cov, scen. cov: line coverage of the "
    + "architecture's own sources by its kit-free tests, by all its tests, by the bundled "
    + "scenarios replayed through the screen; mutants: those that compiled; no-screen kills: "
    + "the share of them a kit-free test kills."

  /// The main table: one row per architecture.
  public var table: TextTable {
    var table = TextTable(header: [
      "architecture", "unit tests", "roles", "unit cov", "test cov", "scen. cov", "mutants",
      "no-screen kills",
    ])
    for architecture in measurement.architectures {
      table.append([
        architecture.name, String(architecture.kitFreeTests),
        "\(architecture.rolesReached.count) of \(architecture.roles.count)",
        architecture.kitFreeCoverage.percentText, architecture.testCoverage.percentText,
        architecture.scenarioCoverage.percentText, String(architecture.mutants.count),
        Self.percent(architecture.killedWithoutScreen),
      ])
    }
    return table
  }

  /// The mutants of each architecture by what caught them first.
  public var fateTable: TextTable {
    var table = TextTable(header: [
      "architecture", "kit-free tests", "screen tests", "scenarios only", "survived",
      "not compiled",
    ])
    for architecture in measurement.architectures {
      table.append(
        [architecture.name] + MutantFate.allCases.map { String(architecture.count($0)) }
          + [String(architecture.uncompiledMutants)])
    }
    return table
  }

  /// The survivors, one row each: architecture, place, operator, the code and what it became.
  public var survivorTable: TextTable {
    var table = TextTable(header: ["architecture", "place", "operator", "code → mutated"])
    for architecture in measurement.architectures {
      for mutant in architecture.mutants where mutant.fate == .survived {
        table.append([
          architecture.name, "\(mutant.file):\(mutant.line)", mutant.mutationOperator.rawValue,
          "\(mutant.original) → \(mutant.mutated)",
        ])
      }
    }
    return table
  }

  /// One line on when and where, and how long it took.
  public var summary: String {
    "Measured \(date) on \(machine); \(measurement.architectures.count) architectures, "
      + "\(measurement.mutantCount) mutants: build \(Self.seconds(measurement.buildSeconds)), "
      + "coverage \(Self.seconds(measurement.coverageSeconds)), mutants "
      + "\(Self.seconds(measurement.mutantSeconds)) (total "
      + "\(Self.seconds(measurement.totalSeconds)))."
  }

  static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded()))%"
  }

  static func seconds(_ value: Double) -> String {
    "\(Int(value.rounded())) s"
  }
}
