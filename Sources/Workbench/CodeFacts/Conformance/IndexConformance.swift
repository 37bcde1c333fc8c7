/// Checks what the compiler resolved (a ``DeclarationGraph`` read from the index store) against
/// a pattern's facts about effects: a role whose pattern keeps it free of side effects writes no
/// global and no static, itself or through any helper that plays no role.
///
/// A type plays a role by what it is: a type a shared layer's module declares plays that
/// layer's role (`ViewKit`'s types are the kit's, whatever they are called); a type the
/// architecture declares plays the role the model gives it. What a helper reaches (a global
/// function, a member of a type of no role, a member of the same role) counts for its user, at
/// the line where the user's code reaches it.
///
/// ```swift
/// let violations = IndexConformance.check(graph, model: .store, root: "/repo")
/// violations.first?.rule  // "the reducer writes no global and no static"
/// ```
public enum IndexConformance {
  /// The shared layers' modules and the layer whose role their types play.
  static let layerModules: [String: ExternalLayer] = [
    "ViewKit": .kit, "CalculatorUI": .kit, "CalculatorModel": .model, "Binding": .binding,
  ]

  /// The layer whose role the types of `module` play: a shared layer's module, or a change's
  /// build of one (`History_CalculatorUI`, which `-module-alias` makes the change's
  /// `CalculatorUI`); `nil` for an architecture's module.
  package static func layer(ofModule module: String) -> ExternalLayer? {
    if let layer = layerModules[module] { return layer }
    guard let underscore = module.firstIndex(of: "_") else { return nil }
    return layerModules[String(module[module.index(after: underscore)...])]
  }

  /// Checks the declarations of `graph` against `model`: its effect facts, and its edges as
  /// helpers reach them.
  ///
  /// - Parameters:
  ///   - graph: The architecture's declarations, as the compiler resolved them.
  ///   - model: The pattern's intended model.
  ///   - root: The package root's absolute path, dropped from the locations reported.
  /// - Returns: One violation per rule and site, in source order.
  public static func check(
    _ graph: DeclarationGraph, model: IntendedModel, root: String
  ) -> [ConformanceViolation] {
    var checker = Checking(graph: graph, model: model, root: root)
    for start in checker.starts {
      checker.checkWrites(from: start)
      checker.checkHelperEdges(from: start)
      checker.checkPeerProperties(from: start)
    }
    checker.checkSharedStorage()
    return checker.violations.sorted {
      ($0.site.path, $0.site.line, $0.site.column) < ($1.site.path, $1.site.line, $1.site.column)
    }.map(\.violation)
  }

  /// The state of one check.
  struct Checking {
    let graph: DeclarationGraph
    let model: IntendedModel
    let root: String
    let roles: Roles
    /// Every declaration that is not a type, with the role its owner plays, in source order.
    let starts: [(declaration: DeclarationGraph.Declaration, role: PatternRole)]
    var violations: [(site: DeclarationGraph.Use, violation: ConformanceViolation)] = []
    var reported: Set<String> = []

    init(graph: DeclarationGraph, model: IntendedModel, root: String) {
      self.graph = graph
      self.model = model
      self.root = root
      let roles = Roles(graph: graph, model: model)
      self.roles = roles
      starts = graph.declarations.values.filter { !$0.symbol.kind.isType }.sorted {
        ($0.path, $0.line, $0.symbol.usr) < ($1.path, $1.line, $1.symbol.usr)
      }.compactMap { declaration in
        guard let owner = graph.owner(of: declaration.symbol.usr),
          let role = roles.role(ofType: owner), !model.assemblers.contains(role.name)
        else { return nil }
        return (declaration, role)
      }
    }

    /// The role of the declaration `usr`'s owner, `nil` for a global or a type of no role.
    func role(ofOwnerOf usr: String) -> PatternRole? {
      graph.owner(of: usr).flatMap(roles.role(ofType:))
    }

    func site(_ use: DeclarationGraph.Use) -> String {
      "\(relative(use.path, to: root)):\(use.line):\(use.column)"
    }

    mutating func report(
      _ rule: String, at use: DeclarationGraph.Use, detail: String, why: String
    ) {
      guard reported.insert(rule + "\u{0}" + site(use)).inserted else { return }
      violations.append(
        (use, ConformanceViolation(rule: rule, location: site(use), detail: detail, why: why)))
    }

    /// A pure role's writes to a global or a static, its own and its helpers'.
    mutating func checkWrites(
      from start: (declaration: DeclarationGraph.Declaration, role: PatternRole)
    ) {
      for fact in model.facts
      where fact.kind == .writesNoSharedState && fact.role == start.role.name {
        let reached = graph.reach(from: start.declaration.symbol.usr) { used in
          let role = role(ofOwnerOf: used)?.name
          return role == nil || role == fact.role
        }
        for found in reached
        where found.use.roles.contains(.write) && found.use.symbol.isSharedStorage {
          let storage =
            (found.use.symbol.kind == .staticProperty ? "the static " : "the global ")
            + "`\(found.use.symbol.name)`"
          let name = start.declaration.symbol.name
          report(
            fact.statement, at: found.site,
            detail: found.through.isEmpty
              ? "\(name) writes \(storage)"
              : "\(name) reaches \(found.through.joined(separator: " → ")), which writes "
                + "\(storage) at \(relative(found.use.path, to: root)):\(found.use.line)",
            why: fact.why)
        }
      }
    }

    /// The rule every pattern keeps: roles talk through what their pattern shows, never
    /// through a global or a static one writes and another reads.
    static let noHiddenChannel = "roles share no global and no static"

    /// A global or static one type of a role writes and another type reads or writes, itself
    /// or through a helper: a hidden channel between roles, or between two screens' roles of
    /// the same kind (a History view reading rows the calculator view wrote).
    mutating func checkSharedStorage() {
      var accesses: [String: [(type: String, use: DeclarationGraph.Use, writes: Bool)]] = [:]
      var names: [String: String] = [:]
      for start in starts {
        guard let type = graph.owner(of: start.declaration.symbol.usr) else { continue }
        let reached = graph.reach(from: start.declaration.symbol.usr) { used in
          guard let owner = graph.owner(of: used) else { return true }
          return owner == type || roles.role(ofType: owner) == nil
        }
        for found in reached where found.use.symbol.isSharedStorage {
          let writes = found.use.roles.contains(.write)
          guard writes || found.use.roles.contains(.read) else { continue }
          accesses[found.use.symbol.usr, default: []].append((type, found.site, writes))
          names[type] = graph.declarations[type]?.symbol.name ?? type
        }
      }
      for (storage, found) in accesses {
        let writers = Set(found.filter(\.writes).map(\.type))
        for access in found {
          guard let writer = writers.sorted().first(where: { $0 != access.type }) else { continue }
          let name = found.first?.use.symbol.name ?? storage
          report(
            Self.noHiddenChannel, at: access.use,
            detail: "\(names[access.type] ?? "") \(access.writes ? "writes" : "reads") `\(name)`, "
              + "which \(names[writer] ?? "") writes too",
            why: "Roles talk only through what their pattern shows: calls, values, bindings; "
              + "shared storage lets one see another's state behind the pattern.")
        }
      }
    }

    /// A role reaches another object of its own role (another screen's) only through what it
    /// offers, never through the properties it holds.
    ///
    /// A role may call itself, but roles belong to screens: a History controller that reaches
    /// the calculator's controller through a weak back reference and writes into its
    /// `calculatorView` and `model` takes that screen's decisions. Calling its methods (a
    /// delegate's) is how the pattern passes data back, and setting a property of one it makes
    /// (its `delegate`) is wiring; a value type of the role is data.
    mutating func checkPeerProperties(
      from start: (declaration: DeclarationGraph.Declaration, role: PatternRole)
    ) {
      guard let type = graph.owner(of: start.declaration.symbol.usr) else { return }
      let uses = graph.uses[start.declaration.symbol.usr] ?? []
      // A property followed by a member of another role: setting a pushed controller's
      // `delegate` is wiring, and reading what a screen's own helper of the role holds is asking it;
      // `calculator.calculatorView.setTokenText(…)` reaches through the peer into its view.
      for use in uses
      where use.symbol.kind == .instanceProperty
        && !use.roles.isDisjoint(with: [.read, .write])
      {
        guard let owner = graph.owner(of: use.symbol.usr), owner != type,
          let peer = graph.declarations[owner], peer.symbol.kind == .class,
          roles.role(ofType: owner)?.name == start.role.name,
          let through = member(after: use, in: uses),
          let reached = graph.owner(of: through.symbol.usr).flatMap(roles.role(ofType:))
            ?? roles.role(ofType: through.symbol.usr),
          reached.name != start.role.name
        else { continue }
        let name = graph.declarations[type]?.symbol.name ?? type
        report(
          "a \(start.role.name) reaches another screen's \(start.role.name) only through its "
            + "methods",
          at: use,
          detail: "\(name).\(start.declaration.symbol.name) reads `\(use.symbol.name)` of "
            + "\(peer.symbol.name), another \(start.role.name), to reach its \(reached.name) "
            + "(`\(through.symbol.name)`)",
          why: "A role belongs to a screen: another screen's \(start.role.name) is asked "
            + "through what it offers (a call, a delegate), not steered through what it holds.")
      }
    }

    /// The use of the member named right after `use` (`peer.view.member`, `peer.view?.member`).
    func member(
      after use: DeclarationGraph.Use, in uses: [DeclarationGraph.Use]
    ) -> DeclarationGraph.Use? {
      let end = use.column + use.symbol.name.utf8.count
      return uses.first { next in
        next.path == use.path && next.line == use.line
          && (end + 1...end + 2).contains(next.column)
      }
    }

    /// The roles a role reaches through helpers that play none.
    ///
    /// Each role reached through a `Navigator` class of its own or a global function must be an
    /// edge of the model, as if the role named it itself. What the role names directly, the
    /// static check reads.
    mutating func checkHelperEdges(
      from start: (declaration: DeclarationGraph.Declaration, role: PatternRole)
    ) {
      // A helper is a global function or a class of no role; a value of no role (a state, a
      // request) is data anyone may carry, whatever it holds.
      let reached = graph.reach(from: start.declaration.symbol.usr) { used in
        guard graph.declarations[used] != nil else { return false }
        guard let owner = graph.owner(of: used) else { return true }
        return roles.role(ofType: owner) == nil
          && graph.declarations[owner]?.symbol.kind == .class
      }
      for found in reached where !found.through.isEmpty && found.use.symbol.kind.isType {
        guard let target = roles.role(ofTypeSymbol: found.use.symbol),
          target.name != start.role.name,
          !model.allowsNaming(from: start.role.name, to: target, name: found.use.symbol.name)
        else { continue }
        let through = model.edges(from: start.role.name, to: target.name).compactMap(\.through)
        report(
          "\(start.role.name) → \(target.name)\(through.isEmpty ? " is no edge" : "") of "
            + model.pattern,
          at: found.site,
          detail: "\(start.declaration.symbol.name) reaches "
            + "\(found.through.joined(separator: " → ")), which names \(found.use.symbol.name), "
            + "a type of the \(target.name), at \(relative(found.use.path, to: root)):"
            + "\(found.use.line)",
          why: model.edges(from: start.role.name, to: target.name).first?.why
            ?? start.role.duty)
      }
    }
  }

  /// `path` relative to `root`, when it is inside it.
  static func relative(_ path: String, to root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The role each type plays, by what it is.
  struct Roles {
    let graph: DeclarationGraph
    let model: IntendedModel

    /// The role of a type used: a shared layer's by its module (by name within the layer
    /// first: MVVM's navigation is the kit's `NavigationController`), else the role of a type
    /// the architecture declares, else the shared role a screen's model gives a type of its own
    /// shared modules (``IntendedModel/adopting(screenLayers:in:)``).
    func role(ofTypeSymbol symbol: IndexedSymbol) -> PatternRole? {
      if let module = symbol.module, let layer = IndexConformance.layer(ofModule: module) {
        return model.role(of: symbol.name, layer: layer)
      }
      if graph.declarations[symbol.usr] == nil, let shared = model.role(of: symbol.name),
        shared.layer != nil
      {
        return shared
      }
      return role(ofType: symbol.usr)
    }

    /// The role of the type `usr`: its module's layer for a shared layer's type, else the
    /// model's role for the type the architecture declares.
    ///
    /// A role of the architecture's own comes first; then a layer's role that names the type:
    /// MV's `Model` is the architecture's, and plays the model, whose layer is the shared
    /// model's. Its members' reach is then the model's edges, not its user's.
    func role(ofType usr: String) -> PatternRole? {
      if let module = IndexedSymbol.module(ofUSR: usr),
        let layer = IndexConformance.layer(ofModule: module)
      {
        return model.roles.first { $0.layer == layer }
      }
      guard let declaration = graph.declarations[usr] else { return nil }
      let name = declaration.symbol.name
      return model.roles.first { $0.layer == nil && $0.matches(name) }
        ?? model.roles.first { $0.matches(name) }
    }
  }
}
