/// A shared layer the architectures stand on, whose types a role may or may not mention.
public enum ExternalLayer: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
  /// The UIKit-shaped kit and the shared calculator view: `ViewKit` and `CalculatorUI`.
  case kit
  /// The model: `CalculatorModel`.
  case model
  /// The binding primitives: `Binding`.
  case binding
}
