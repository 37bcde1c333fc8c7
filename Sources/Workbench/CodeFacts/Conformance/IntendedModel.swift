/// A pattern's intended structure, as data: its roles, the edges allowed between them, and the
/// facts it promises; read by the static check of sources, by the reflexion of traces, by the
/// classroom and by `new-architecture`.
///
/// Everything not allowed is forbidden: a role that names, holds or calls another role without
/// an edge from it to that role breaks the pattern. A role always may name itself; a type that
/// plays no role (a request value, an action, a text edit) is a value anyone may name; the
/// assemblers (``assemblers``, `CalculatorScreen`) build the screen and may name every role.
///
/// ```swift
/// let mvp = try IntendedModel.named("MVP")  // Sources/Architectures/IntendedModels/MVP.json
/// mvp?.edges.map(\.arrow)  // ["user → kit", "user → clock", …, "kit → view", …]
/// ```
public struct IntendedModel: Sendable, Equatable, Codable {
  /// The pattern's name (`MVP`), as the catalogue names the architecture.
  public var pattern: String

  /// The variant of the pattern the model follows, and whose definition it is (`passive view,
  /// after Fowler's GUI Architectures`), when the pattern has more than one.
  public var variant: String?

  /// The pattern in one sentence, from its definition.
  public var definition: String

  /// Its roles, the shared ones (user, kit, model, services, binding) included.
  public var roles: [PatternRole]

  /// The roles that only build and wire the screen, and so may name every role.
  public var assemblers: [String]

  /// The edges allowed between roles.
  public var edges: [AllowedEdge]

  /// The facts it promises beyond the edges.
  public var facts: [PatternFact]

  /// Creates an intended model.
  ///
  /// - Parameters:
  ///   - pattern: The pattern's name.
  ///   - variant: The variant it follows, and whose definition it is.
  ///   - definition: The pattern in one sentence.
  ///   - roles: Its own roles; the shared ones are added after them.
  ///   - assemblers: The roles that build the screen (default: `screen`).
  ///   - edges: The edges allowed; the user's edge to the kit is added.
  ///   - facts: The facts it promises.
  public init(
    pattern: String, variant: String? = nil, definition: String, roles: [PatternRole],
    assemblers: [String] = ["screen"], edges: [AllowedEdge], facts: [PatternFact] = []
  ) {
    self.pattern = pattern
    self.variant = variant
    self.definition = definition
    let own = Set(roles.map(\.name))
    self.roles = roles + SharedRoles.all.filter { !own.contains($0.name) }
    self.assemblers = assemblers
    self.edges = SharedRoles.userEdges + edges
    self.facts = facts
  }

  /// The role `name` plays, in the sources or in a trace: a role of the pattern by name first,
  /// then a shared layer's role by the layer `layer` says the name is in.
  ///
  /// - Parameters:
  ///   - name: A type's simple name or a trace's role.
  ///   - layer: The shared layer of the type, when known.
  /// - Returns: The role, or `nil` for a value that plays none.
  public func role(of name: String, layer: ExternalLayer? = nil) -> PatternRole? {
    if let named = roles.first(where: { $0.matches(name) }) { return named }
    guard let layer else { return nil }
    return roles.first { $0.layer == layer }
  }

  /// The role called `name`.
  ///
  /// - Parameter name: A role's name.
  /// - Returns: The role, if the pattern has it.
  public func role(named name: String) -> PatternRole? {
    roles.first { $0.name == name }
  }

  /// The edges from `from` to `to`.
  ///
  /// - Parameters:
  ///   - from: The calling role.
  ///   - to: The called role.
  /// - Returns: The edges, possibly none.
  public func edges(from: String, to: String) -> [AllowedEdge] {
    edges.filter { $0.from == from && $0.to == to }
  }

  /// Whether the sources of role `from` may name the type `name`, which plays role `to`: the
  /// same role, an assembler, or an edge to it that is not trace-only and either goes through
  /// no interface or through `name`.
  ///
  /// - Parameters:
  ///   - from: The naming role.
  ///   - to: The named type's role.
  ///   - name: The named type.
  /// - Returns: `true` when the model allows it.
  public func allowsNaming(from: String, to: PatternRole, name: String) -> Bool {
    if from == to.name || assemblers.contains(from) { return true }
    return edges(from: from, to: to.name).contains { edge in
      !edge.traceOnly && (edge.through == nil || edge.through == PatternRole.bare(name))
    }
  }

  /// The roles that appear in a graph of the model: every role some edge or fact names.
  public var graphRoles: [String] {
    var seen: [String] = []
    for edge in edges {
      for name in [edge.from, edge.to] where !seen.contains(name) { seen.append(name) }
    }
    return seen
  }
}
