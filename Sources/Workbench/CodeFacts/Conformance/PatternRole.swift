/// One role of a pattern (the presenter, the view model, the kit), and the names that play it.
///
/// A type plays a role when its simple name is one of ``types`` or ``interfaces``, or matches
/// one of them written with a `*` (`*Label`); a shared layer's type plays the role of its
/// ``layer``. Traces name roles the same way (a generic argument is dropped: `Observable<String>`
/// plays `Observable`), so one role serves both the sources and the traces.
public struct PatternRole: Sendable, Equatable, Codable {
  /// The role's name, as the pattern's definition says it (`presenter`).
  public var name: String

  /// The types that play it: names, or patterns with one `*`.
  public var types: [String]

  /// The protocols that stand for it: other roles reach it through one of them.
  public var interfaces: [String]

  /// The shared layer whose every type plays it, if any.
  public var layer: ExternalLayer?

  /// Whether the role keeps no state of its own: its stored `var`s may hold only other roles.
  public var keepsNoState: Bool

  /// What the role is for, in one sentence of the pattern's definition.
  public var duty: String

  /// Creates a role.
  ///
  /// - Parameters:
  ///   - name: The role's name.
  ///   - types: The types that play it.
  ///   - interfaces: The protocols that stand for it.
  ///   - layer: The shared layer whose types play it.
  ///   - keepsNoState: Whether it may keep no state of its own.
  ///   - duty: What it is for.
  public init(
    _ name: String, types: [String] = [], interfaces: [String] = [], layer: ExternalLayer? = nil,
    keepsNoState: Bool = false, duty: String
  ) {
    self.name = name
    self.types = types
    self.interfaces = interfaces
    self.layer = layer
    self.keepsNoState = keepsNoState
    self.duty = duty
  }

  /// The keys of a role in a model file, in the order a file writes them.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, types, interfaces, layer, keepsNoState, duty
  }

  /// Reads a role from a model file, where `types` and `interfaces` default to none and
  /// `keepsNoState` to `false`, so a file writes only what a role says.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: The decoder's error for a missing `name` or `duty` or a value of the wrong type.
  public init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try keys.decode(String.self, forKey: .name),
      types: try keys.decodeIfPresent([String].self, forKey: .types) ?? [],
      interfaces: try keys.decodeIfPresent([String].self, forKey: .interfaces) ?? [],
      layer: try keys.decodeIfPresent(ExternalLayer.self, forKey: .layer),
      keepsNoState: try keys.decodeIfPresent(Bool.self, forKey: .keepsNoState) ?? false,
      duty: try keys.decode(String.self, forKey: .duty))
  }

  /// Whether `name` (a type's simple name, or a role in a trace) plays this role, not counting
  /// its layer.
  ///
  /// - Parameter name: The name; a generic argument list is ignored.
  /// - Returns: `true` when a type or interface pattern matches it.
  public func matches(_ name: String) -> Bool {
    let bare = Self.bare(name)
    return (types + interfaces).contains { Self.glob($0, matches: bare) }
  }

  /// Whether `name` is one of the role's interfaces.
  ///
  /// - Parameter name: A simple type name.
  /// - Returns: `true` for an interface of the role.
  public func isInterface(_ name: String) -> Bool {
    interfaces.contains(Self.bare(name))
  }

  /// `name` without a generic argument list and module: `Observable` for
  /// `Binding.Observable<String>`.
  static func bare(_ name: String) -> String {
    let head = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
    return head.split(separator: ".").last.map(String.init) ?? head
  }

  /// Whether `pattern` (a name, or a name with one `*`) matches `name`.
  static func glob(_ pattern: String, matches name: String) -> Bool {
    guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
    let prefix = pattern[..<star]
    let suffix = pattern[pattern.index(after: star)...]
    return name.count >= prefix.count + suffix.count && name.hasPrefix(prefix)
      && name.hasSuffix(suffix)
  }
}
