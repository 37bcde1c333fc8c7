/// What a declaration declares: a class, struct, enum, actor or protocol.
public enum TypeKind: String, Sendable, Equatable, CaseIterable {
  /// A `class`.
  case `class`
  /// A `struct`.
  case `struct`
  /// An `enum`.
  case `enum`
  /// An `actor`.
  case actor
  /// A `protocol`.
  case `protocol`
}
