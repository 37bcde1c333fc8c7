/// One way an implementation breaks its pattern's intended model: the rule, where, what, and
/// why the pattern cares.
public struct ConformanceViolation: Sendable, Equatable, Codable {
  /// The rule broken, in one line (`presenter → kit is not an edge of MVP`).
  public var rule: String

  /// Where: `file:line` for the sources, `scenario:event` for a trace.
  public var location: String

  /// What was found there.
  public var detail: String

  /// Why it matters, in one sentence of the pattern's definition.
  public var why: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - rule: The rule broken.
  ///   - location: `file:line` or `scenario:event`.
  ///   - detail: What was found.
  ///   - why: Why it matters.
  public init(rule: String, location: String, detail: String, why: String) {
    self.rule = rule
    self.location = location
    self.detail = detail
    self.why = why
  }

  /// The violation as a compiler would say it: `file:line: error: rule: detail` then a note
  /// saying why.
  public var line: String {
    "\(location): error: \(rule): \(detail)\n  note: \(why)"
  }
}
