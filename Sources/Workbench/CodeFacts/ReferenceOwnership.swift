/// How a stored property holds what it refers to.
public enum ReferenceOwnership: String, Sendable, Equatable, CaseIterable {
  /// An ordinary property: it keeps its value alive.
  case strong
  /// A `weak` property: it does not keep its object alive and becomes `nil` when it goes.
  case weak
  /// An `unowned` property: it does not keep its object alive and assumes it outlives it.
  case unowned
}
