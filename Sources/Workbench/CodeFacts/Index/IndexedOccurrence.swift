/// One occurrence of a symbol in a source file, as the index store records it: where, in which
/// roles, and the declarations it relates to.
public struct IndexedOccurrence: Sendable, Hashable, Codable {
  /// The roles of an occurrence or relation (`indexstore_symbol_role_t`).
  public struct Roles: OptionSet, Sendable, Hashable, Codable {
    /// The bits.
    public var rawValue: UInt64

    /// Creates roles from their bits.
    ///
    /// - Parameter rawValue: The index store's bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A declaration.
    public static let declaration = Roles(rawValue: 1 << 0)
    /// A definition.
    public static let definition = Roles(rawValue: 1 << 1)
    /// A reference.
    public static let reference = Roles(rawValue: 1 << 2)
    /// A read.
    public static let read = Roles(rawValue: 1 << 3)
    /// A write.
    public static let write = Roles(rawValue: 1 << 4)
    /// A call.
    public static let call = Roles(rawValue: 1 << 5)
    /// A dynamic dispatch.
    public static let dynamic = Roles(rawValue: 1 << 6)
    /// Implicit: written by the compiler, not the source.
    public static let implicit = Roles(rawValue: 1 << 8)
    /// Relation: the occurrence is a child of the related symbol.
    public static let childOf = Roles(rawValue: 1 << 9)
    /// Relation: the symbol is a base (superclass, protocol) of the related one.
    public static let baseOf = Roles(rawValue: 1 << 10)
    /// Relation: the symbol overrides the related one.
    public static let overrideOf = Roles(rawValue: 1 << 11)
    /// Relation: the call is received by the related type.
    public static let receivedBy = Roles(rawValue: 1 << 12)
    /// Relation: the call is made by the related declaration.
    public static let calledBy = Roles(rawValue: 1 << 13)
    /// Relation: the symbol is extended by the related extension.
    public static let extendedBy = Roles(rawValue: 1 << 14)
    /// Relation: the symbol is an accessor of the related property.
    public static let accessorOf = Roles(rawValue: 1 << 15)
    /// Relation: the occurrence is contained by the related declaration.
    public static let containedBy = Roles(rawValue: 1 << 16)
  }

  /// A related symbol and the roles of the relation.
  public struct Relation: Sendable, Hashable, Codable {
    /// The related symbol.
    public var symbol: IndexedSymbol
    /// The roles of the relation.
    public var roles: Roles
  }

  /// The symbol that occurs.
  public var symbol: IndexedSymbol

  /// The roles it occurs in.
  public var roles: Roles

  /// The module whose unit recorded it.
  public var module: String

  /// The source file.
  public var path: String

  /// The line, from 1.
  public var line: Int

  /// The column, from 1 (in UTF-8 bytes, as the compiler counts).
  public var column: Int

  /// The related declarations.
  public var relations: [Relation]
}
