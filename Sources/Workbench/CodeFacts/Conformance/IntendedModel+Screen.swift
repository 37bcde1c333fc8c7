/// Roles on a screen other than the calculator, by what its types are: the same pattern, its
/// shared roles given the screen's own shared types, found in the compiler's index.
extension IntendedModel {
  /// The model with the types `graph` uses from the screen's own shared modules added to their
  /// layer's role (`TemperatureConverterView`, of the module `TemperatureConverterUI`, plays the
  /// kit), the screen's root view controller (a class whose bases include the kit's
  /// `ViewController`) and root view given the roles the pattern gives the calculator's
  /// (``rootRoles``), the class a root view holds its view model, and the type that makes the screen (it declares
  /// `makeRootViewController`) made the assembler.
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
    for root in Self.rootRoles {
      let played = roles.first { $0.layer == nil && $0.matches(root.calculatorType) }
      let bases = Set(used.filter { $0.name == root.base && $0.module == root.module }.map(\.usr))
      for declaration in graph.declarations.values
      where [.class, .struct].contains(declaration.symbol.kind) {
        guard adopted.role(of: declaration.symbol.name) == nil,
          !graph.allBases(of: declaration.symbol.usr).isDisjoint(with: bases)
        else { continue }
        add(declaration.symbol.name, to: played)
      }
    }
    // `@Observable`'s conformance is the macro's, which the index does not record: the class a
    // root view holds (SwiftUI's MVVM view holds its view model) is the view model.
    let viewModelRole = roles.first { $0.layer == nil && $0.matches(Self.viewModel) }
    let views = graph.declarations.values.filter {
      guard $0.symbol.kind.isType, let role = adopted.role(of: $0.symbol.name) else { return false }
      return role.layer == nil && role.matches(Self.rootView)
    }
    for view in views {
      for use in uses(byMembersOf: view.symbol.usr, in: graph)
      where use.symbol.kind == .class && graph.declarations[use.symbol.usr] != nil
        && adopted.role(of: use.symbol.name) == nil
      {
        add(use.symbol.name, to: viewModelRole)
      }
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

  /// What makes a screen's type play the role a calculator's type plays in every pattern's
  /// model: a subclass of the kit's `ViewController` is the screen's root view controller, a
  /// `View` of the declarative kit its root view, each playing the role the calculator's does,
  /// where the pattern gives that type a role of its own.
  static let rootRoles: [(base: String, module: String, calculatorType: String)] = [
    ("ViewController", "ViewKit", "CalculatorViewController"),
    ("View", "DeclarativeKit", rootView),
  ]

  /// The calculator's root view in a declarative pattern's model.
  static let rootView = "CalculatorView"

  /// The calculator's view model in a declarative pattern's model.
  static let viewModel = "CalculatorViewModel"
}
