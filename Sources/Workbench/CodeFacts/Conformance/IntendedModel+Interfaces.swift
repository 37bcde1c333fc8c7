/// Interfaces on a screen other than the calculator, by what they are: the protocol a screen
/// declares in place of one of the calculator's is the one the edge's roles meet at.
extension IntendedModel {
  /// The model with each edge through an interface the implementation does not declare taken
  /// through the protocol it declares in its place.
  ///
  /// On the temperature converter, `CalculatorViewProtocol` is replaced by the one protocol
  /// that a type of the edge's target role conforms to
  /// and a type of its source role uses (MVP's `TemperatureConverterViewProtocol`, which the
  /// view controller adopts and the presenter holds). An edge with no such protocol, or with
  /// several, is left as it is.
  ///
  /// - Parameter graph: One implementation's declarations, its roles resolved.
  /// - Returns: The model, its edges through the implementation's own interfaces.
  public func adoptingInterfaces(in graph: DeclarationGraph) -> IntendedModel {
    let protocols = graph.declarations.values.filter { $0.symbol.kind == .protocol }
    let declared = Set(protocols.map(\.symbol.name))
    var adopted = self
    for index in adopted.edges.indices {
      let edge = adopted.edges[index]
      guard let through = edge.through, !declared.contains(through) else { continue }
      let conformed = Set(types(playing: edge.to, in: graph).flatMap { graph.allBases(of: $0) })
      let used = Set(
        types(playing: edge.from, in: graph).flatMap { usedProtocols(by: $0, in: graph) })
      let candidates = protocols.filter {
        conformed.contains($0.symbol.usr) && used.contains($0.symbol.usr)
      }
      guard candidates.count == 1, let found = candidates.first?.symbol.name else { continue }
      adopted.edges[index].through = found
      if let role = adopted.roles.firstIndex(where: { $0.name == edge.to }),
        !adopted.roles[role].interfaces.contains(found)
      {
        adopted.roles[role].interfaces.append(found)
      }
    }
    return adopted
  }

  /// The USRs of the types `graph` declares that play `role`.
  func types(playing role: String, in graph: DeclarationGraph) -> [String] {
    graph.declarations.values.filter {
      $0.symbol.kind.isType && $0.symbol.kind != .extension
        && self.role(of: $0.symbol.name)?.name == role
    }.map(\.symbol.usr)
  }

  /// The USRs of the protocols that `type`, its members and its extensions use.
  func usedProtocols(by type: String, in graph: DeclarationGraph) -> [String] {
    var members = [type] + graph.extended.filter { $0.value == type }.map(\.key)
    var index = 0
    while index < members.count {
      members += graph.children[members[index]] ?? []
      index += 1
    }
    return members.flatMap { graph.uses[$0] ?? [] }.filter { $0.symbol.kind == .protocol }
      .map(\.symbol.usr)
  }
}
