/// Roles by what a type is: a type the model does not name plays the role of a protocol it
/// conforms to, or of a class it inherits, when that base plays one, as the compiler resolved
/// them; else the role that reaches another through the interface the type uses.
extension IntendedModel {
  /// The model with each type of `graph` that plays no role by name given the role of its
  /// bases (Clean Swift's `CalculatorInteractor`, which conforms to `CalculatorBusinessLogic`,
  /// plays the interactor, whatever it is called).
  ///
  /// - Parameter graph: The architecture's declarations.
  /// - Returns: The model, each role's ``PatternRole/types`` extended with the types found.
  public func resolvingRoles(in graph: DeclarationGraph) -> IntendedModel {
    var resolved = self
    let types = graph.declarations.values.filter {
      $0.symbol.kind.isType && $0.symbol.kind != .extension && $0.symbol.kind != .protocol
    }.sorted { $0.symbol.name < $1.symbol.name }
    for type in types where role(of: type.symbol.name) == nil {
      let bases = graph.allBases(of: type.symbol.usr).compactMap {
        graph.declarations[$0]?.symbol.name
      }.sorted()
      let played = bases.compactMap { base in
        roles.first { $0.layer == nil && $0.matches(base) && !assemblers.contains($0.name) }
      }
      guard let role = played.first, played.allSatisfy({ $0.name == role.name }),
        let index = resolved.roles.firstIndex(where: { $0.name == role.name })
      else { continue }
      resolved.roles[index].types.append(type.symbol.name)
    }
    for type in types where resolved.role(of: type.symbol.name) == nil {
      guard let role = roleByInterfaceUsed(type.symbol.usr, in: graph),
        let index = resolved.roles.firstIndex(where: { $0.name == role })
      else { continue }
      resolved.roles[index].types.append(type.symbol.name)
    }
    return resolved
  }

  /// The role a class plays by the interface it reaches another role through, when only one
  /// role has an edge through it: MVP's presenter, whatever it is called, is the class that
  /// holds its view through `CalculatorViewProtocol`.
  func roleByInterfaceUsed(_ type: String, in graph: DeclarationGraph) -> String? {
    guard graph.declarations[type]?.symbol.kind == .class else { return nil }
    var members = [type]
    var index = 0
    while index < members.count {
      members += graph.children[members[index]] ?? []
      index += 1
    }
    members += graph.extended.filter { $0.value == type }.map(\.key)
    let named = Set(
      members.flatMap { graph.uses[$0] ?? [] }.filter { $0.symbol.kind == .protocol }
        .map(\.symbol.name))
    let candidates = Set(
      edges.filter { edge in
        edge.through.map(named.contains) == true && !assemblers.contains(edge.from)
          && role(named: edge.from)?.layer == nil
      }.map(\.from))
    return candidates.count == 1 ? candidates.first : nil
  }

  /// The model with each edge that goes through an interface the architecture declares, and
  /// names no members, split into one edge per member of that interface: a presenter that only
  /// ever sends its router `dismiss` converges on that member alone, and the router's
  /// `showHistory` stays absent.
  ///
  /// - Parameter graph: The architecture's declarations.
  /// - Returns: The model, its interface edges one per member.
  public func splittingInterfaceEdges(in graph: DeclarationGraph) -> IntendedModel {
    var members: [String: [String]] = [:]
    for declaration in graph.declarations.values where declaration.symbol.kind == .protocol {
      let names = (graph.children[declaration.symbol.usr] ?? []).compactMap {
        graph.declarations[$0]?.symbol
      }.filter { !$0.isAccessor && !$0.kind.isType && $0.kind != .parameter }.map {
        String($0.name.prefix { $0 != "(" })
      }
      members[declaration.symbol.name] = Array(Set(names)).sorted()
    }
    var split = self
    split.edges = edges.flatMap { edge -> [AllowedEdge] in
      guard edge.members == nil, let through = edge.through else { return [edge] }
      // An interface the architecture does not declare (the History screen's, before history)
      // carries nothing: no message between the two roles takes it.
      guard let declared = members[through] else {
        var none = edge
        none.members = []
        return [none]
      }
      let names = declared.filter { !edge.excludedMembers.contains($0) }
      guard !names.isEmpty else { return [edge] }
      return names.map { name in
        var one = edge
        one.members = [name]
        return one
      }
    }
    return split
  }
}
