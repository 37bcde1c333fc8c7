/// Interfaces on a screen other than the calculator, by what they are: the protocol a screen
/// declares in place of one of the calculator's is the one the edge's roles meet at.
extension IntendedModel {
  /// The model with each edge through an interface the implementation does not declare taken
  /// through the protocol it declares in its place.
  ///
  /// On the temperature converter, `CalculatorViewProtocol` is replaced by the one protocol
  /// that a type of the edge's target role conforms to
  /// and a type of its source role uses (MVP's `TemperatureConverterViewProtocol`, which the
  /// view controller adopts and the presenter holds). An edge with no such protocol is left
  /// out: no message between the two roles can take an interface that is not there (a router's
  /// data passing, on a screen with no second screen), and a report of the screen names no
  /// interface of the calculator's. An edge with several is left as it is.
  ///
  /// - Parameter graph: One implementation's declarations, its roles resolved.
  /// - Returns: The model, its edges through the implementation's own interfaces.
  public func adoptingInterfaces(in graph: DeclarationGraph) -> IntendedModel {
    let protocols = graph.declarations.values.filter { $0.symbol.kind == .protocol }
    let declared = Set(protocols.map(\.symbol.name))
    var adopted = self
    var absent: [Int] = []
    for index in adopted.edges.indices {
      let edge = adopted.edges[index]
      guard let through = edge.through, !declared.contains(through) else { continue }
      let conformed = Set(types(playing: edge.to, in: graph).flatMap { graph.allBases(of: $0) })
      let used = Set(
        types(playing: edge.from, in: graph).flatMap { usedProtocols(by: $0, in: graph) })
      let candidates = protocols.filter {
        conformed.contains($0.symbol.usr) && used.contains($0.symbol.usr)
      }
      if candidates.isEmpty { absent.append(index) }
      guard candidates.count == 1, let found = candidates.first?.symbol.name else { continue }
      adopted.edges[index].through = found
      if let role = adopted.roles.firstIndex(where: { $0.name == edge.to }),
        !adopted.roles[role].interfaces.contains(found)
      {
        adopted.roles[role].interfaces.append(found)
      }
    }
    for index in absent.reversed() { adopted.edges.remove(at: index) }
    return adopted.withoutMembersNeverNamed(in: graph)
  }

  /// The model without the edges whose every member the implementation neither declares nor
  /// uses.
  ///
  /// No message can take them (the calculator view's `setResultText`, on a screen whose
  /// view has no such method), so a report of the screen does not list them as absent. An edge
  /// only traces take (Observation's `onChange`) is kept: the code never names its members.
  func withoutMembersNeverNamed(in graph: DeclarationGraph) -> IntendedModel {
    let named = Set(
      (graph.declarations.values.map(\.symbol) + graph.uses.values.joined().map(\.symbol)).map {
        String($0.name.prefix { $0 != "(" })
      })
    var kept = self
    kept.edges.removeAll { edge in
      guard !edge.traceOnly, let members = edge.members, !members.isEmpty else { return false }
      return !members.contains(where: named.contains)
    }
    return kept
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
    uses(byMembersOf: type, in: graph).filter { $0.symbol.kind == .protocol }.map(\.symbol.usr)
  }
}
