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

  /// Checks the declarations of `graph` against `model`'s effect facts.
  ///
  /// - Parameters:
  ///   - graph: The architecture's declarations, as the compiler resolved them.
  ///   - model: The pattern's intended model.
  ///   - root: The package root's absolute path, dropped from the locations reported.
  /// - Returns: One violation per fact and site, in source order.
  public static func check(
    _ graph: DeclarationGraph, model: IntendedModel, root: String
  ) -> [ConformanceViolation] {
    let pure = model.facts.filter { $0.kind == .writesNoSharedState }
    guard !pure.isEmpty else { return [] }
    let roles = Roles(graph: graph, model: model)
    var violations: [(site: DeclarationGraph.Use, violation: ConformanceViolation)] = []
    var reported: Set<String> = []
    let starts = graph.declarations.values.sorted {
      ($0.path, $0.line, $0.symbol.usr) < ($1.path, $1.line, $1.symbol.usr)
    }
    for fact in pure {
      for start in starts where !start.symbol.kind.isType {
        guard let owner = graph.owner(of: start.symbol.usr),
          roles.role(ofType: owner)?.name == fact.role
        else { continue }
        let reached = graph.reach(from: start.symbol.usr) { used in
          guard let usedOwner = graph.owner(of: used) else { return true }
          let role = roles.role(ofType: usedOwner)?.name
          return role == nil || role == fact.role
        }
        for found in reached
        where found.use.roles.contains(.write) && found.use.symbol.isSharedStorage {
          let site =
            "\(relative(found.site.path, to: root)):\(found.site.line):"
            + "\(found.site.column)"
          guard reported.insert(fact.statement + site).inserted else { continue }
          let storage =
            (found.use.symbol.kind == .staticProperty ? "the static " : "the global ")
            + "`\(found.use.symbol.name)`"
          let detail =
            found.through.isEmpty
            ? "\(start.symbol.name) writes \(storage)"
            : "\(start.symbol.name) reaches \(found.through.joined(separator: " → ")), which "
              + "writes \(storage) at \(relative(found.use.path, to: root)):\(found.use.line)"
          violations.append(
            (
              found.site,
              ConformanceViolation(
                rule: fact.statement, location: site, detail: detail, why: fact.why)
            ))
        }
      }
    }
    return violations.sorted {
      ($0.site.path, $0.site.line, $0.site.column) < ($1.site.path, $1.site.line, $1.site.column)
    }.map(\.violation)
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

    /// The role of the type `usr`: its module's layer for a shared layer's type, else the
    /// model's role for the type the architecture declares.
    func role(ofType usr: String) -> PatternRole? {
      if let module = IndexedSymbol.module(ofUSR: usr), let layer = layerModules[module] {
        return model.roles.first { $0.layer == layer }
      }
      guard let declaration = graph.declarations[usr] else { return nil }
      return model.roles.first { $0.layer == nil && $0.matches(declaration.symbol.name) }
    }
  }
}
