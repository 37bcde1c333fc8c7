/// Which architecture bears change best, by each measure side by side: every architecture that
/// implements every change, ranked by each of its totals (fewer is better, ties share a rank).
///
/// ```swift
/// let ranking = ChangeCostRanking(table)
/// ranking.measures.map(\.name)  // ["files", "roles", "SAAM", "churn", "tests", "all-in"]
/// ranking.rank(of: "MVC", by: "churn")  // 1
/// ```
public struct ChangeCostRanking: Sendable, Equatable {
  /// One measure: its name, what it counts, and each architecture's value.
  public struct Measure: Sendable, Equatable {
    /// The measure's short name, a column title.
    public var name: String
    /// What it counts, for the legend.
    public var meaning: String
    /// Each architecture's value, in the table's order.
    public var values: [Double]
    /// Whether a value of 0 means nothing was written (no tests), which ranks after every
    /// architecture that wrote some, never first.
    public var zeroIsMissing = false

    /// The value as ranks compare it: a missing one after every other.
    func key(_ index: Int) -> Double {
      zeroIsMissing && values[index] == 0 ? .infinity : values[index]
    }
  }

  /// The architectures ranked: those implementing every change, in the table's order.
  public var architectures: [String]
  /// The measures, in the order shown.
  public var measures: [Measure]
  /// How many change requests the totals add up.
  public var changes: Int

  /// Ranks the architectures of `table` that implement every change.
  ///
  /// - Parameter table: The measured costs.
  public init(_ table: ChangeCostTable) {
    let totals = table.totals.filter { $0.implemented == table.changes.count && $0.implemented > 0 }
    architectures = totals.map(\.architecture)
    changes = table.changes.count
    func measure(
      _ name: String, _ meaning: String, zeroIsMissing: Bool = false,
      _ value: (ChangeCostTable.Total) -> Double
    ) -> Measure {
      Measure(
        name: name, meaning: meaning, values: totals.map(value), zeroIsMissing: zeroIsMissing)
    }
    measures = [
      measure("files", "files edited, removed or added") {
        Double($0.cost.filesTouched + $0.cost.filesAdded)
      },
      measure("roles", "roles touched") { Double($0.cost.rolesTouched) },
      measure("SAAM", "roles touched ÷ roles") { $0.cost.saamRatio },
      measure("churn", "code lines added and removed") { Double($0.cost.churn) },
      measure("tests", "test lines added and removed", zeroIsMissing: true) {
        Double($0.cost.testChurn)
      },
      measure("all-in", "churn with the shared code used") { Double($0.allIn) },
    ]
  }

  /// The rank of the architecture at `index` by `measure`: 1 plus how many do better; where
  /// the measure's 0 means nothing was written (no tests), that ranks after every other value.
  ///
  /// - Parameters:
  ///   - index: The architecture's index in ``architectures``.
  ///   - measure: The measure.
  /// - Returns: Its rank, from 1.
  public func rank(_ index: Int, by measure: Measure) -> Int {
    1 + measure.values.indices.count { measure.key($0) < measure.key(index) }
  }

  /// The rank of `architecture` by the measure called `name`, if both are there.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - name: The measure's name.
  /// - Returns: Its rank, or `nil`.
  public func rank(of architecture: String, by name: String) -> Int? {
    guard let index = architectures.firstIndex(of: architecture),
      let measure = measures.first(where: { $0.name == name })
    else { return nil }
    return rank(index, by: measure)
  }

  /// Each architecture's best and worst rank over the measures, in ``architectures`` order.
  public var spreads: [(best: Int, worst: Int)] {
    architectures.indices.map { index in
      let ranks = measures.map { rank(index, by: $0) }
      return (ranks.min() ?? 0, ranks.max() ?? 0)
    }
  }

  /// How far apart two ranks of one architecture must be for the measures to disagree on it.
  public static let disagreement = 4

  /// What the ranks say, in sentences: the best and worst by each measure, how alike each
  /// measure ranks to the churn (Spearman's rank correlation), and the architectures whose
  /// ranks agree and those where they lie ``disagreement`` or more apart.
  public var findings: [String] {
    guard !architectures.isEmpty else { return ["No architecture implements every change."] }
    let spreads = spreads
    func extremes(_ pick: (Measure) -> Int) -> String {
      measures.map { measure in
        let target = pick(measure)
        return measure.name + " "
          + architectures.indices.filter { rank($0, by: measure) == target }
          .map { architectures[$0] }.joined(separator: ", ")
      }.joined(separator: "; ")
    }
    var lines = [
      "Best: " + extremes { _ in 1 } + ".",
      "Worst: "
        + extremes { measure in architectures.indices.map { rank($0, by: measure) }.max() ?? 1 }
        + ".",
    ]
    if let churn = measures.first(where: { $0.name == "churn" }) {
      lines.append(
        "Rank correlation with churn (1 ranks alike, 0 unrelated, -1 reversed): "
          + measures.filter { $0.name != "churn" }.map {
            "\($0.name) " + Self.twoDecimals(correlation($0, churn))
          }.joined(separator: ", ") + ".")
    }
    let agree = architectures.indices.filter {
      spreads[$0].worst - spreads[$0].best < Self.disagreement
    }
    let disagree = architectures.indices.filter {
      spreads[$0].worst - spreads[$0].best >= Self.disagreement
    }
    lines.append(
      "Every measure within \(Self.disagreement - 1) ranks: "
        + (agree.isEmpty
          ? "none"
          : agree.map { "\(architectures[$0]) \(spreads[$0].best)-\(spreads[$0].worst)" }
            .joined(separator: ", ")) + ".")
    lines.append(
      "Ranks \(Self.disagreement) or more apart: "
        + (disagree.isEmpty ? "none" : disagree.map(describe).joined(separator: "; ")) + ".")
    return lines
  }

  /// What the numbers cannot show, as one paragraph that ends every report of them: who made
  /// the changes, to how much code, how many, and how far the measures disagree (SAAM against
  /// churn, computed).
  public var limits: String {
    var text =
      "What these numbers cannot show: one author made every implementation, of one small app "
      + "(one screen and the second screen a change adds), for \(changes) change"
      + (changes == 1 ? "" : "s")
      + "; they rank how this code took "
      + (changes == 1 ? "this change" : "these changes")
      + ", not how a team's large app takes the next one."
    if let saam = measures.first(where: { $0.name == "SAAM" }),
      let churn = measures.first(where: { $0.name == "churn" }), architectures.count > 2
    {
      let rho = correlation(saam, churn)
      let reading =
        rho <= -0.5
        ? "almost the reverse of" : rho < 0.5 ? "unlike" : "much like"
      text +=
        " Which pattern is best depends on the measure: the SAAM ratio ranks \(reading) "
        + "churn (rank correlation \(Self.twoDecimals(rho)))."
    }
    return text
  }

  /// Spearman's rank correlation of two measures over the architectures.
  public func correlation(_ one: Measure, _ other: Measure) -> Double {
    let left = architectures.indices.map { Double(rank($0, by: one)) }
    let right = architectures.indices.map { Double(rank($0, by: other)) }
    let count = Double(left.count)
    let (meanLeft, meanRight) = (left.reduce(0, +) / count, right.reduce(0, +) / count)
    let covariance = zip(left, right).reduce(0) { $0 + ($1.0 - meanLeft) * ($1.1 - meanRight) }
    let spread =
      (left.reduce(0) { $0 + ($1 - meanLeft) * ($1 - meanLeft) }
      * right.reduce(0) { $0 + ($1 - meanRight) * ($1 - meanRight) }).squareRoot()
    return spread == 0 ? 0 : covariance / spread
  }

  /// A value with two decimals, its sign kept (`-0.35`).
  static func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((abs(value) * 100).rounded())
    return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)."
      + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
  }

  /// An architecture the measures disagree on: its best and worst ranks and their measures.
  private func describe(_ index: Int) -> String {
    let ranks = measures.map { ($0.name, rank(index, by: $0)) }
    let best = ranks.filter { $0.1 == spreads[index].best }.map(\.0)
    let worst = ranks.filter { $0.1 == spreads[index].worst }.map(\.0)
    return architectures[index] + " \(spreads[index].best) by " + best.joined(separator: ", ")
      + ", \(spreads[index].worst) by " + worst.joined(separator: ", ")
  }
}
