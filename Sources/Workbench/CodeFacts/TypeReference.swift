/// One arrow of a "who holds whom" diagram: a stored property of one type holding another.
public struct TypeReference: Sendable, Equatable, Hashable {
  /// The type whose property it is.
  public var from: String

  /// The type held: one declared in the same sources, or a known shared-layer type.
  public var to: String

  /// The property's name.
  public var property: String

  /// Whether the property is strong, `weak` or `unowned`.
  public var ownership: ReferenceOwnership

  /// Whether the property is `lazy`.
  public var isLazy: Bool

  /// The shared layer of ``to``, or `nil` when the same sources declare it.
  public var layer: ExternalLayer?

  /// Creates a reference.
  ///
  /// - Parameters:
  ///   - from: The holding type.
  ///   - to: The held type.
  ///   - property: The property's name.
  ///   - ownership: Strong, weak or unowned.
  ///   - isLazy: Whether the property is `lazy`.
  ///   - layer: The held type's shared layer, or `nil` for a type of the same sources.
  public init(
    from: String, to: String, property: String, ownership: ReferenceOwnership,
    isLazy: Bool = false, layer: ExternalLayer? = nil
  ) {
    self.from = from
    self.to = to
    self.property = property
    self.ownership = ownership
    self.isLazy = isLazy
    self.layer = layer
  }
}
