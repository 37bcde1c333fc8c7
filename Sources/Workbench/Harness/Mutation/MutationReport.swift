/// What `workbench mutants` found: for each mutant, whether the scenarios killed it and which,
/// and the mutation score.
///
/// Encoded as JSON it reads
/// `{"mutants": [{"name", "description", "killed", "killedBy", "reason"}], "score"}`.
public struct MutationReport: Codable, Sendable, Equatable {
  /// One mutant's verdict.
  public struct Entry: Codable, Sendable, Equatable {
    /// The mutant's name.
    public var name: String
    /// What its bug is and what it breaks.
    public var description: String
    /// Whether a scenario or a conformance rule told it apart.
    public var killed: Bool
    /// The scenarios that killed it, in order, then the conformance rules it breaks, each as
    /// `rule: <what the rule promises>`.
    public var killedBy: [String]
    /// How the first killer told it apart, such as `expected result "6", got "1"`; `nil` when
    /// it survived.
    public var reason: String?

    /// Creates a verdict.
    ///
    /// - Parameters:
    ///   - name: The mutant's name.
    ///   - description: What its bug is.
    ///   - killedBy: The scenarios and rules that killed it.
    ///   - reason: How the first killer told it apart.
    public init(name: String, description: String, killedBy: [String], reason: String?) {
      self.name = name
      self.description = description
      self.killed = !killedBy.isEmpty
      self.killedBy = killedBy
      self.reason = reason
    }
  }

  /// One verdict per mutant, in catalogue order.
  public var mutants: [Entry]

  /// The mutation score: the percentage of mutants killed, 0 to 100 (100 when there are none).
  public var score: Double

  /// Creates a report, working out the score.
  ///
  /// - Parameter mutants: One verdict per mutant.
  public init(mutants: [Entry]) {
    self.mutants = mutants
    let killed = mutants.filter(\.killed).count
    score = mutants.isEmpty ? 100 : Double(killed) * 100 / Double(mutants.count)
  }
}
