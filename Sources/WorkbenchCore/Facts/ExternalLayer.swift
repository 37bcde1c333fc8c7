/// A shared layer the architectures stand on, whose types a role may or may not mention.
public enum ExternalLayer: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
  /// The UIKit-shaped kit and the shared calculator view: `ViewKit` and `CalculatorUI`.
  case kit
  /// The model: `CalculatorModel`.
  case model
  /// The binding primitives: `Binding`.
  case binding

  /// Orders layers as they are declared.
  ///
  /// - Parameters:
  ///   - lhs: A layer.
  ///   - rhs: Another layer.
  /// - Returns: Whether `lhs` is declared before `rhs`.
  public static func < (lhs: ExternalLayer, rhs: ExternalLayer) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
