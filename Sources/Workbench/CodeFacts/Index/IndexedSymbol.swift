/// A symbol as the compiler's index store resolved it: its USR, which names one declaration
/// exactly, its name and what kind of declaration it is.
public struct IndexedSymbol: Sendable, Hashable, Codable {
  /// What kind of declaration a symbol is (`indexstore_symbol_kind_t`, with the subkinds the
  /// conformance checks tell apart).
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A class.
    case `class`
    /// A struct.
    case `struct`
    /// An enum.
    case `enum`
    /// A protocol.
    case `protocol`
    /// An extension of a type.
    case `extension`
    /// A type alias.
    case typeAlias
    /// A global or local function.
    case function
    /// A global or local variable.
    case variable
    /// An instance method.
    case instanceMethod
    /// A static or class method.
    case staticMethod
    /// An instance property.
    case instanceProperty
    /// A static or class property.
    case staticProperty
    /// An initialiser.
    case constructor
    /// A deinitialiser.
    case destructor
    /// An enum case.
    case enumCase
    /// A parameter.
    case parameter
    /// A module.
    case module
    /// Anything else (a macro, a generic parameter's kind the checks do not need).
    case other

    /// The kind for the index store's kind value.
    init(indexStoreKind kind: Int32) {
      switch kind {
      case 1: self = .module
      case 5: self = .enum
      case 6: self = .struct
      case 7: self = .class
      case 8: self = .protocol
      case 9: self = .extension
      case 11: self = .typeAlias
      case 12: self = .function
      case 13: self = .variable
      case 15: self = .enumCase
      case 16: self = .instanceMethod
      case 17, 18: self = .staticMethod
      case 19: self = .instanceProperty
      case 20, 21: self = .staticProperty
      case 22: self = .constructor
      case 23: self = .destructor
      case 25: self = .parameter
      default: self = .other
      }
    }

    /// Whether the kind declares a type (an extension counts: it adds to one).
    public var isType: Bool {
      [.class, .struct, .enum, .protocol, .extension].contains(self)
    }
  }

  /// The Unified Symbol Resolution: one declaration, module-qualified (`s:3MVC9PresenterC`).
  public var usr: String

  /// The declaration's name (`reduce(_:action:)`).
  public var name: String

  /// What kind of declaration it is.
  public var kind: Kind

  /// Whether it is an accessor (`get`, `set`, `willSet`, …) of a property.
  public var isAccessor: Bool

  /// Whether it is local to a function (a local variable or function).
  public var isLocal: Bool

  /// Creates a symbol.
  ///
  /// - Parameters:
  ///   - usr: Its USR.
  ///   - name: Its name.
  ///   - kind: Its kind.
  ///   - isAccessor: Whether it is an accessor.
  ///   - isLocal: Whether it is local to a function.
  public init(
    usr: String, name: String, kind: Kind, isAccessor: Bool = false, isLocal: Bool = false
  ) {
    self.usr = usr
    self.name = name
    self.kind = kind
    self.isAccessor = isAccessor
    self.isLocal = isLocal
  }

  /// The module that declares the symbol, read from its USR (`MVC` for `s:3MVC9PresenterC`);
  /// `nil` for the standard library's substitutions (`s:Si`) and symbols of other languages.
  public var module: String? { Self.module(ofUSR: usr) }

  /// The module a Swift USR names first.
  ///
  /// - Parameter usr: A USR such as `s:3MVC9PresenterC`.
  /// - Returns: The module, or `nil` when the USR does not start with one.
  public static func module(ofUSR usr: String) -> String? {
    var rest = Substring(usr)
    guard rest.hasPrefix("s:") else { return nil }
    rest = rest.dropFirst(2)
    // An extension's USR names the extension's first member: `s:e:s:1B3SubC2goyyF`.
    if rest.hasPrefix("e:s:") { rest = rest.dropFirst(4) }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }

  /// Whether the symbol is a global or static variable: storage every caller shares.
  public var isSharedStorage: Bool {
    (kind == .variable && !isLocal) || kind == .staticProperty
  }
}
