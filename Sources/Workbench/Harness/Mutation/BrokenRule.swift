/// A conformance rule some sources break, and how.
public struct BrokenRule: Sendable, Equatable {
  /// What the rule promises (``ConformanceRule/name``).
  public var rule: String
  /// What in the sources breaks it.
  public var detail: String

  /// Creates a broken rule.
  ///
  /// - Parameters:
  ///   - rule: What the rule promises.
  ///   - detail: What in the sources breaks it.
  public init(rule: String, detail: String) {
    self.rule = rule
    self.detail = detail
  }
}
