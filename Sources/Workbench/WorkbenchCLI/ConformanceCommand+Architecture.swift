import ArchitectureDescriptor
import CodeFacts
import Diagnostics

/// What one architecture's check yields: its violations, or a violation for naming no pattern.
extension ConformanceCommand {
  /// The violations of the sources in `folder` against `model`: the facts read from the
  /// sources, then those the compiler resolved in `graph`, when the index has one.
  ///
  /// - Throws: When the sources cannot be read.
  static func violations(
    folder: String, model: IntendedModel, knownTypes: KnownTypes, graph: DeclarationGraph?,
    root: String
  ) throws(CheckError) -> [ConformanceViolation] {
    var violations: [ConformanceViolation]
    do {
      violations = try StaticConformance.check(
        folder: folder, model: model, knownTypes: knownTypes)
    } catch {
      throw CheckError(description: "cannot read '\(error.path)': \(error.reason)")
    }
    if let graph { violations += IndexConformance.check(graph, model: model, root: root) }
    return violations
  }

  /// The result of an architecture that names no pattern: a violation itself.
  static func undeclared(_ architecture: Architecture) -> ArchitectureConformance {
    ArchitectureConformance(
      name: architecture.name, sourcePath: architecture.sourcePath,
      model: IntendedModel(
        pattern: "none", definition: "no pattern declared", roles: [], edges: []),
      violations: [
        ConformanceViolation(
          rule: "an architecture declares its pattern",
          location: architecture.sourcePath + "/CalculatorScreen.swift",
          detail: "no `/// Intended model: <pattern>` line and no catalogue pattern",
          why: "A pattern enforced is a pattern named: without one, nothing is checked.")
      ], reflexion: nil)
  }
}
