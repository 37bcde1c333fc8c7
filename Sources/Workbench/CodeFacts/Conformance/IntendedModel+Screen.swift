/// Roles on a screen other than the calculator, by what its types are: the same pattern, its
/// shared roles given the screen's own shared types, found in the compiler's index.
extension IntendedModel {
  /// The model with the types `graph` uses from the screen's own shared modules added to their
  /// layer's role (`TemperatureConverterView`, of the module `TemperatureConverterUI`, plays the
  /// kit), the screen's root view controller (a class whose bases include the kit's
  /// `ViewController`) given the role the pattern gives the calculator's, and the type that
  /// makes the screen (it declares `makeRootViewController`) made the assembler.
  ///
  /// - Parameters:
  ///   - layers: The screen's shared modules, each with its layer.
  ///   - graph: One implementation's declarations, as the compiler resolved them.
  /// - Returns: The model, its roles extended with the screen's types.
  public func adopting(
    screenLayers layers: [String: ExternalLayer], in graph: DeclarationGraph
  ) -> IntendedModel {
    var adopted = self
    func add(_ name: String, to role: PatternRole?) {
      guard let role, let index = adopted.roles.firstIndex(where: { $0.name == role.name }),
        !adopted.roles[index].types.contains(name)
      else { return }
      adopted.roles[index].types.append(name)
    }
    let used = graph.uses.values.joined().map(\.symbol).filter {
      $0.kind.isType || $0.kind == .protocol
    }
    for symbol in used {
      guard let module = symbol.module, let layer = layers[module] else { continue }
      // The shared role of the layer (the kit, not MVVM's navigation, which the kit also plays).
      let shared = SharedRoles.all.first { $0.layer == layer }?.name
      add(symbol.name, to: roles.first { $0.name == shared })
    }
    let controllerRole = roles.first { $0.layer == nil && $0.matches(Self.rootViewController) }
    let kitControllers = Set(
      used.filter { $0.name == "ViewController" && $0.module == "ViewKit" }.map(\.usr))
    for declaration in graph.declarations.values where declaration.symbol.kind == .class {
      guard adopted.role(of: declaration.symbol.name) == nil,
        !graph.allBases(of: declaration.symbol.usr).isDisjoint(with: kitControllers)
      else { continue }
      add(declaration.symbol.name, to: controllerRole)
    }
    for declaration in graph.declarations.values
    where declaration.symbol.name.hasPrefix("makeRootViewController") {
      guard let owner = graph.owner(of: declaration.symbol.usr),
        let type = graph.declarations[owner]
      else { continue }
      add(type.symbol.name, to: assemblers.first.flatMap(role(named:)))
    }
    return adopted
  }

  /// The name of the calculator's root view controller in every pattern's model: the role it
  /// plays is the role of any screen's.
  static let rootViewController = "CalculatorViewController"
}
