import Foundation

/// What `workbench conformance` found for one architecture: the static check of its sources
/// and the reflexion of its traces against its pattern's intended model.
public struct ArchitectureConformance: Sendable, Equatable, Codable {
  /// The architecture's name.
  public var name: String
  /// Its sources, relative to the package root.
  public var sourcePath: String
  /// The intended model it was checked against.
  public var model: IntendedModel
  /// What the static check found.
  public var violations: [ConformanceViolation]
  /// The reflexion of its traces, when traces were read.
  public var reflexion: Reflexion?
  /// The violations a `--freeze` file accepts: found again, and not failing the check.
  public var frozen: [ConformanceViolation]?
  /// What the compiler's index gave the check (`index store: 212 declarations`), or why it
  /// gave nothing; `nil` when the check did not ask.
  public var compilerFacts: String?

  /// Creates an architecture's result.
  ///
  /// - Parameters:
  ///   - name: The architecture's name.
  ///   - sourcePath: Its sources.
  ///   - model: The intended model.
  ///   - violations: The static check's violations.
  ///   - reflexion: The reflexion, if traces were read.
  ///   - compilerFacts: What the compiler's index gave, or why nothing.
  public init(
    name: String, sourcePath: String, model: IntendedModel, violations: [ConformanceViolation],
    reflexion: Reflexion?, compilerFacts: String? = nil
  ) {
    self.compilerFacts = compilerFacts
    self.name = name
    self.sourcePath = sourcePath
    self.model = model
    self.violations = violations
    self.reflexion = reflexion
  }

  /// Whether the sources and the traces keep the model.
  public var passed: Bool { violations.isEmpty && (reflexion?.divergences.isEmpty ?? true) }
}

/// The whole conformance report, as `--format json` writes it
/// (`Sources/Workbench/RunReports/Schemas/workbench-conformance.schema.json`).
public struct ConformanceReport: Sendable, Equatable, Codable {
  /// The report's format, for readers: `workbench-conformance/1`.
  public var format = "workbench-conformance/1"
  /// The change request whose implementations were checked, if any.
  public var change: String?
  /// One result per architecture.
  public var architectures: [ArchitectureConformance]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - change: The change request, if any.
  ///   - architectures: The results.
  public init(change: String?, architectures: [ArchitectureConformance]) {
    self.change = change
    self.architectures = architectures
  }

  /// Whether every architecture keeps its model.
  public var passed: Bool { architectures.allSatisfy(\.passed) }

  /// The report as JSON, keys sorted.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The report as text: per architecture the static violations, then the reflexion.
  public var text: String {
    var lines: [String] = []
    for result in architectures {
      let verdict = result.passed ? "conforms" : "BREAKS ITS PATTERN"
      lines.append("\(result.name) (\(result.sourcePath)): \(verdict)")
      lines.append("  static: \(result.violations.count) violation(s)")
      if let facts = result.compilerFacts { lines.append("  compiler facts: \(facts)") }
      if let frozen = result.frozen {
        lines.append("  frozen: \(frozen.count) accepted violation(s) found again (--freeze)")
      }
      for violation in result.violations {
        lines.append("    " + violation.line.replacingOccurrences(of: "\n", with: "\n    "))
      }
      if let reflexion = result.reflexion {
        lines.append(
          "  reflexion over \(reflexion.eventCount) traced events: "
            + "\(reflexion.convergences.count) convergent, "
            + "\(reflexion.divergences.count) divergent, \(reflexion.absences.count) absent")
        for divergence in reflexion.divergences {
          lines.append(
            "    divergence " + divergence.line.replacingOccurrences(of: "\n", with: "\n    "))
        }
        lines += Self.absenceLines(reflexion.absences)
        if !reflexion.unmapped.isEmpty {
          lines.append(
            "    roles of no part of the model: " + reflexion.unmapped.joined(separator: ", "))
        }
      }
      lines.append("")
    }
    let failed = architectures.filter { !$0.passed }.map(\.name)
    lines.append(
      failed.isEmpty
        ? "PASSED: every architecture keeps its pattern's intended model."
        : "FAILED: " + failed.joined(separator: ", ") + " break their patterns.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The edges no traced event took, one line per reason (the edges a service brings, say),
  /// each edge named once.
  static func absenceLines(_ absences: [Reflexion.Absence]) -> [String] {
    var reasons: [String?] = []
    var edges: [String?: [String]] = [:]
    for absence in absences {
      if edges[absence.reason] == nil { reasons.append(absence.reason) }
      if edges[absence.reason, default: []].contains(absence.edge) { continue }
      edges[absence.reason, default: []].append(absence.edge)
    }
    return reasons.map { reason in
      "    absent, no traced event took "
        + (edges[reason]?.joined(separator: "; ") ?? "") + ": "
        + (reason ?? "no reason known (add a scenario that takes it)")
    }
  }

  /// The report as Markdown.
  public var markdown: String {
    var lines = ["# Conformance" + (change.map { " of the change request `\($0)`" } ?? ""), ""]
    for result in architectures {
      lines.append(
        "## \(result.name) (`\(result.sourcePath)`): \(result.passed ? "conforms" : "breaks its pattern")"
      )
      lines.append("")
      lines.append("_\(result.model.definition)_")
      lines.append("")
      lines.append("| rule | where | what | why |")
      lines.append("|---|---|---|---|")
      let all =
        result.violations + (result.reflexion?.divergences ?? [])
      for violation in all {
        lines.append(
          "| \(cell(violation.rule)) | `\(cell(violation.location))` | \(cell(violation.detail)) | "
            + "\(cell(violation.why)) |")
      }
      if all.isEmpty { lines.append("| none | | | |") }
      if let reflexion = result.reflexion {
        lines.append("")
        lines.append(
          "Reflexion over \(reflexion.eventCount) events: "
            + "\(reflexion.convergences.count) convergent, \(reflexion.divergences.count) "
            + "divergent, \(reflexion.absences.count) absent"
            + (reflexion.absences.isEmpty
              ? "." : ": " + reflexion.absences.map { "`\($0.edge)`" }.joined(separator: ", ")))
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
