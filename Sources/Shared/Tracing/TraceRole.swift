/// The name of a role, stored cheaply and spelt out only when a trace needs it.
///
/// Spelling a type's name costs far more than the message it names, so code that registers a
/// listener keeps a `TraceRole` and lets ``Trace`` spell it only while recording.
public struct TraceRole: @unchecked Sendable {
  // Unchecked: a metatype and a static string are immutable.
  private let type: Any.Type?
  private let fixedName: StaticString

  /// The role played by instances of `type`.
  ///
  /// - Parameter type: The type whose name names the role.
  public init(_ type: Any.Type) {
    self.type = type
    self.fixedName = ""
  }

  /// A role with a fixed name, such as `map` for a stream operator.
  ///
  /// - Parameter name: The role's name.
  public init(_ name: StaticString) {
    self.type = nil
    self.fixedName = name
  }

  /// The role's name.
  public var name: String {
    type.map { String(describing: $0) } ?? fixedName.description
  }
}
