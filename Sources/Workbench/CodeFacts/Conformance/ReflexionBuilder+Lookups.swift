/// The lookups a reflexion repeats for every message, each made once per name or pair.
extension ReflexionBuilder {
  /// The indices of the intended edges from `from` to `to`.
  mutating func edges(from: String, to: String) -> [Int] {
    let key = from + "→" + to
    if let known = edgesByPair[key] { return known }
    let found = model.edges.indices.filter {
      model.edges[$0].from == from && model.edges[$0].to == to
    }
    edgesByPair[key] = found
    return found
  }

  /// The indices of the intended edges from `from` to `to` that carry `member` while `handling`
  /// handles a message.
  mutating func edges(
    from: String, to: String, carrying member: String, handling: String?
  ) -> [Int] {
    let key =
      [from, to, member, handling ?? ""].joined(separator: "\u{0}")
      + (handling == nil ? "\u{1}" : "")
    if let known = carryingEdges[key] { return known }
    let found = edges(from: from, to: to).filter {
      model.edges[$0].carries(member, handling: handling)
    }
    carryingEdges[key] = found
    return found
  }

  /// The name of the role `name` plays (``IntendedModel/role(of:layer:)``), remembered.
  mutating func roleName(of name: String) -> String? {
    if let known = roleNames[name] { return known }
    let found = model.role(of: name)?.name
    roleNames[name] = .some(found)
    return found
  }
}
