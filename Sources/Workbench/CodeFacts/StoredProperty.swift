/// An instance property that stores a value, as declared in a type's body.
///
/// Computed properties, `static` and `class` properties, protocol requirements and local
/// variables are not stored properties. What a closure captures is not counted either: a
/// property of function type holds a closure, whose captures its type does not say.
public struct StoredProperty: Sendable, Equatable {
  /// The property's name.
  public var name: String

  /// The property's type as written (`(any CalculatorViewProtocol)?`), or as read from its
  /// initializer (`Calculator` for `= Calculator()`); empty when neither says.
  public var type: String

  /// Whether ``type`` comes from the initializer rather than an annotation.
  public var typeIsInferred: Bool

  /// The types the property holds values of, as written (`Observable`, `String`), outside
  /// function types.
  public var heldTypeNames: [String]

  /// Whether the property is strong, `weak` or `unowned`.
  public var ownership: ReferenceOwnership

  /// Whether the property is `lazy`.
  public var isLazy: Bool

  /// Whether the property is a `let`.
  public var isConstant: Bool

  /// The 1-based line of its declaration.
  public var line: Int

  /// Creates a stored property.
  ///
  /// - Parameters:
  ///   - name: The property's name.
  ///   - type: Its type as written or inferred; empty when unknown.
  ///   - typeIsInferred: Whether the type comes from the initializer.
  ///   - heldTypeNames: The types it holds values of.
  ///   - ownership: Strong, weak or unowned.
  ///   - isLazy: Whether it is `lazy`.
  ///   - isConstant: Whether it is a `let`.
  ///   - line: The line of its declaration.
  public init(
    name: String, type: String, typeIsInferred: Bool = false, heldTypeNames: [String],
    ownership: ReferenceOwnership = .strong, isLazy: Bool = false, isConstant: Bool = false,
    line: Int
  ) {
    self.name = name
    self.type = type
    self.typeIsInferred = typeIsInferred
    self.heldTypeNames = heldTypeNames
    self.ownership = ownership
    self.isLazy = isLazy
    self.isConstant = isConstant
    self.line = line
  }
}
