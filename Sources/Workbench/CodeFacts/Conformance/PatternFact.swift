/// A rule of a pattern beyond who may name whom: who owns the state, where the state changes.
public struct PatternFact: Sendable, Equatable, Codable {
  /// What is checked.
  public enum Kind: String, Sendable, Equatable, Codable {
    /// ``PatternFact/role`` holds a stored reference to a type of ``PatternFact/other``; a
    /// model of pure functions, which keeps nothing to hold, is owned by calling it, as the
    /// compiler resolved the call (``KnownTypes/modelCallers``).
    case holds
    /// ``PatternFact/role`` holds every reference to ``PatternFact/other`` weakly.
    case holdsWeakly
    /// ``PatternFact/role`` stores nothing: a pure function.
    case storesNothing
    /// No file outside ``PatternFact/role``'s assigns to a property of a value called `state`.
    case changesStateAlone
    /// In a trace, every user event the ``PatternFact/other`` role receives from the kit, or
    /// that sets a widget's text, reaches ``PatternFact/role``: the view decides nothing.
    case everyEventReaches
    /// ``PatternFact/role`` writes no global and no static, itself or through a helper that
    /// plays no role: the compiler's index says which storage each write reaches.
    case writesNoSharedState
    /// In a trace, every widget text the code sets during a user's event descends from a
    /// message ``PatternFact/role`` sent in that event: the view shows what it was told, and
    /// does not decide and then notify.
    case showsWhatItIsSent
  }

  /// What is checked.
  public var kind: Kind

  /// The role the fact is about.
  public var role: String

  /// The other role it names, if any.
  public var other: String?

  /// What the fact promises, in one line.
  public var statement: String

  /// Why it matters, in one sentence of the pattern's definition.
  public var why: String

  /// Creates a fact.
  ///
  /// - Parameters:
  ///   - kind: What is checked.
  ///   - role: The role it is about.
  ///   - other: The other role it names.
  ///   - statement: What it promises.
  ///   - why: Why it matters.
  public init(_ kind: Kind, _ role: String, _ other: String? = nil, statement: String, why: String)
  {
    self.kind = kind
    self.role = role
    self.other = other
    self.statement = statement
    self.why = why
  }

  /// The keys of a fact in a model file.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, role, other, statement, why
  }
}
