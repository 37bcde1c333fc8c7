/// The declared types by qualified name and by simple name, so that resolving the names of a
/// file with thousands of types costs a lookup each, not a scan of every type.
///
/// It indexes an array of ``TypeFacts`` as it is when the index is made; renaming or adding
/// types afterwards needs a new index.
struct TypeIndex {
  /// The position of the first type with each qualified name.
  private var byName: [String: Int] = [:]
  /// The positions of the types with each simple name, in order.
  private var bySimpleName: [String: [Int]] = [:]

  /// Indexes `types`.
  ///
  /// - Complexity: O(*n*) in the number of types.
  init(_ types: [TypeFacts]) {
    for (position, type) in types.enumerated() {
      if byName[type.name] == nil { byName[type.name] = position }
      bySimpleName[type.simpleName, default: []].append(position)
    }
  }

  /// The position of the type `name` stands for, as ``CodeFacts/type(named:)`` finds it: the
  /// type with that qualified name, or the only one with that simple name.
  func position(named name: String) -> Int? {
    if let exact = byName[name] { return exact }
    guard let matches = bySimpleName[name], matches.count == 1 else { return nil }
    return matches.first
  }

  /// The position of the type with exactly the qualified name `name`.
  func position(qualified name: String) -> Int? {
    byName[name]
  }

  /// The positions of the types whose simple name is `name`, in order.
  func positions(simpleName name: String) -> [Int] {
    bySimpleName[name] ?? []
  }
}
