/// What each declaration uses, as the compiler resolved it: every type, function, global,
/// static and member a declaration's body or signature refers to, at the line and column of the
/// use, with the declaration that contains each declaration and the type that owns it.
///
/// Built from an index store's occurrences; ``reach(from:through:)`` follows uses through
/// helpers, so what a helper reaches counts for whoever uses it.
///
/// ```swift
/// let graph = DeclarationGraph(occurrences)
/// for use in graph.uses["s:1B7ReducerV6reduceyyF"] ?? [] { print(use.symbol.name, use.line) }
/// ```
public struct DeclarationGraph: Sendable {
  /// One use of a symbol by a declaration.
  public struct Use: Sendable, Hashable {
    /// The symbol used.
    public var symbol: IndexedSymbol
    /// How it is used: read, write, call, or a bare reference.
    public var roles: IndexedOccurrence.Roles
    /// The source file of the use.
    public var path: String
    /// The line of the use.
    public var line: Int
    /// The column of the use.
    public var column: Int
  }

  /// A declaration: its symbol, module and where it is defined.
  public struct Declaration: Sendable, Hashable {
    /// The symbol.
    public var symbol: IndexedSymbol
    /// The module that declares it.
    public var module: String
    /// The source file of its definition.
    public var path: String
    /// The line of its definition.
    public var line: Int
  }

  /// The declarations defined in the occurrences read, by USR.
  public private(set) var declarations: [String: Declaration] = [:]

  /// What each declaration uses, by the user's USR, in source order.
  public private(set) var uses: [String: [Use]] = [:]

  /// The calls in code the compiler wrote (a macro's expansion), by the caller's USR.
  ///
  /// An expansion holds the source's own code when the macro moves it (an `@Observable`
  /// property's `didSet`). Not in ``uses``: a check of what a declaration reaches follows the
  /// source.
  public private(set) var implicitCalls: [String: [Use]] = [:]

  /// The declaration that contains each one (a member's type, an accessor's property).
  public private(set) var parent: [String: String] = [:]

  /// The declarations each one contains: a type's members, a property's accessors.
  public private(set) var children: [String: [String]] = [:]

  /// The protocols and superclass each type or extension names as its bases, by USR.
  public private(set) var bases: [String: Set<String>] = [:]

  /// The type each extension extends.
  public private(set) var extended: [String: String] = [:]

  /// Builds the graph from an index store's occurrences.
  ///
  /// - Parameter occurrences: The occurrences of the files to judge.
  /// - Complexity: O(*n*) in the occurrences and their relations.
  public init(_ occurrences: [IndexedOccurrence]) {
    for occurrence in occurrences {
      let usr = occurrence.symbol.usr
      if !occurrence.roles.isDisjoint(with: [.definition, .declaration]) {
        if declarations[usr] == nil {
          declarations[usr] = Declaration(
            symbol: occurrence.symbol, module: occurrence.module, path: occurrence.path,
            line: occurrence.line)
        }
        for relation in occurrence.relations
        where !relation.roles.isDisjoint(with: [.childOf, .accessorOf]) && parent[usr] == nil {
          parent[usr] = relation.symbol.usr
          children[relation.symbol.usr, default: []].append(usr)
        }
        continue
      }
      guard occurrence.roles.contains(.reference) else { continue }
      // An implicit reference is the compiler's (a stored property's accessor call), not the
      // source's: the explicit one beside it is the use. A macro's expansion is implicit too,
      // with the source's own calls in it (`@Observable` moves a property's `didSet` there):
      // its calls are kept apart, for what a type calls.
      if occurrence.roles.contains(.implicit) {
        if occurrence.roles.contains(.call),
          let container = occurrence.relations.first(where: { $0.roles.contains(.containedBy) })
        {
          implicitCalls[container.symbol.usr, default: []].append(
            Use(
              symbol: occurrence.symbol, roles: occurrence.roles, path: occurrence.path,
              line: occurrence.line, column: occurrence.column))
        }
        continue
      }
      for relation in occurrence.relations {
        if relation.roles.contains(.baseOf) {
          bases[relation.symbol.usr, default: []].insert(usr)
        } else if relation.roles.contains(.extendedBy) {
          extended[relation.symbol.usr] = usr
        }
      }
      let container =
        occurrence.relations.first { $0.roles.contains(.containedBy) }
        ?? occurrence.relations.first { $0.roles.contains(.calledBy) }
      guard let container else { continue }
      uses[container.symbol.usr, default: []].append(
        Use(
          symbol: occurrence.symbol, roles: occurrence.roles, path: occurrence.path,
          line: occurrence.line, column: occurrence.column))
    }
  }

  /// The type that owns a declaration: itself for a type, the extended type for an extension or
  /// a member of one, the type of a member, `nil` for a global.
  ///
  /// - Parameter usr: A declaration's USR.
  /// - Returns: The owning type's USR.
  public func owner(of usr: String) -> String? {
    var current = usr
    var steps = 0
    while steps < 64 {
      steps += 1
      if let extendedType = extended[current] { return extendedType }
      if let declaration = declarations[current], declaration.symbol.kind.isType {
        return current
      }
      guard let up = parent[current] else { return nil }
      current = up
    }
    return nil
  }

  /// Every base a type has, directly or through its superclasses, protocols and extensions.
  ///
  /// - Parameter type: A type's USR.
  /// - Returns: The USRs of its bases.
  public func allBases(of type: String) -> Set<String> {
    var found: Set<String> = []
    var pending = [type] + extended.filter { $0.value == type }.map(\.key)
    while let next = pending.popLast() {
      for base in bases[next] ?? [] where found.insert(base).inserted {
        pending.append(base)
        pending += extended.filter { $0.value == base }.map(\.key)
      }
    }
    return found
  }

  /// One use reached from a declaration, and the chain of helpers it was reached through.
  public struct Reached: Sendable, Hashable {
    /// The use, where it is written (in the helper that makes it).
    public var use: Use
    /// The first use in the starting declaration that led to it: where its user reaches it.
    public var site: Use
    /// The helpers passed through, from the starting declaration's first use on.
    public var through: [String]
  }

  /// Every use `start` makes, and those of the helpers it uses, followed while `follow` says a
  /// used declaration plays no role of its own.
  ///
  /// - Parameters:
  ///   - start: The USR of the declaration whose reach is wanted.
  ///   - follow: Whether to follow a used declaration (a helper function or a member of a helper
  ///     type): the caller decides which declarations play no role.
  /// - Returns: The uses, each once, nearest first.
  /// - Complexity: O(*n*) in the declarations and uses reached.
  public func reach(from start: String, through follow: (String) -> Bool) -> [Reached] {
    var visited: Set<String> = [start]
    var result: [Reached] = []
    var queue: [(usr: String, site: Use?, through: [String])] = [(start, nil, [])]
    var index = 0
    while index < queue.count {
      let (usr, site, through) = queue[index]
      index += 1
      for scope in [usr] + accessors(of: usr) {
        for use in uses[scope] ?? [] {
          let first = site ?? use
          result.append(Reached(use: use, site: first, through: through))
          let target = use.symbol.usr
          guard declarations[target] != nil, !visited.contains(target), follow(target) else {
            continue
          }
          visited.insert(target)
          queue.append((target, first, through + [use.symbol.name]))
        }
      }
    }
    return result
  }

  /// The accessors (and other children that are not types) of a declaration whose uses count
  /// as its own: a property's getter and setter.
  func accessors(of usr: String) -> [String] {
    (children[usr] ?? []).filter { declarations[$0]?.symbol.isAccessor == true }
  }
}
