/// VIPER's entity on a screen other than the calculator, by what it is: plain data the
/// interactor works on.
extension IntendedModel {
  /// The model with each structure an interactor uses, declared by the implementation or by
  /// one of the screen's model modules, playing the entity.
  ///
  /// An entity is a model object only the interactor manipulates (objc.io's VIPER): the
  /// temperature converter's `Conversion`, which its VIPER declares, or the flight booker's
  /// `FlightBooking`, which its model module declares and which then plays the entity, not the
  /// model. A structure of another module (`String`) and a type the pattern gives another role
  /// are left as they are; a pattern with no entity is returned unchanged.
  ///
  /// - Parameters:
  ///   - layers: The screen's shared modules, each with its layer.
  ///   - graph: One implementation's declarations, its roles resolved.
  /// - Returns: The model, its entity played by the screen's plain data.
  public func adoptingEntities(
    screenLayers layers: [String: ExternalLayer], in graph: DeclarationGraph
  ) -> IntendedModel {
    guard let entity = roles.firstIndex(where: { $0.name == "entity" && $0.layer == nil }) else {
      return self
    }
    let modules =
      Set(graph.declarations.values.map(\.module))
      .union(layers.filter { $0.value == .model }.keys)
    var adopted = self
    for interactor in types(playing: "interactor", in: graph) {
      for use in uses(byMembersOf: interactor, in: graph) where use.symbol.kind == .struct {
        let name = use.symbol.name
        guard use.symbol.module.map(modules.contains) == true,
          !adopted.roles[entity].types.contains(name)
        else { continue }
        if let current = adopted.role(of: name) {
          guard current.name == "model",
            let index = adopted.roles.firstIndex(where: { $0.name == current.name })
          else { continue }
          adopted.roles[index].types.removeAll { $0 == name }
        }
        adopted.roles[entity].types.append(name)
      }
    }
    return adopted
  }

  /// What `type`, its members and its extensions use, as the compiler resolved it.
  func uses(byMembersOf type: String, in graph: DeclarationGraph) -> [DeclarationGraph.Use] {
    var members = [type] + graph.extended.filter { $0.value == type }.map(\.key)
    var index = 0
    while index < members.count {
      members += graph.children[members[index]] ?? []
      index += 1
    }
    return members.flatMap { graph.uses[$0] ?? [] }
  }
}
