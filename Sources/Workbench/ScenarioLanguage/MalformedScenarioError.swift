/// Scenario files that were read but are malformed: every diagnostic found in them, in file
/// order.
///
/// The parser does not stop at the first error: it reports each malformed line, so one run
/// shows everything there is to fix.
public struct MalformedScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The diagnostics, in the order of the files and, within a file, of their positions.
  public var diagnostics: [ScenarioDiagnostic]

  /// Creates a collection of errors.
  ///
  /// - Parameter diagnostics: The diagnostics, in file order.
  public init(diagnostics: [ScenarioDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics of all errors, one after the other, separated by line breaks.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
