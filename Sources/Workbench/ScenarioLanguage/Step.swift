/// A directive of a scenario with the line it was written on.
public struct Step: Sendable, Equatable {
  /// The 1-based line of the directive in its scenario file.
  public var line: Int

  /// What the step does or checks.
  public var directive: Directive

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - line: The 1-based line of the directive in its scenario file.
  ///   - directive: What the step does or checks.
  public init(line: Int, directive: Directive) {
    self.line = line
    self.directive = directive
  }
}
