import Testing

@testable import ChangeCost

@Suite struct ChangeCostRankingTests {
  /// Three architectures with one change each: A touches 1 role of 1 in 10 lines, B 1 of 4 in
  /// 40 lines, C 2 of 4 in 40 lines.
  static func table() -> ChangeCostTable {
    func entry(_ name: String, roles: (Int, Int), lines: Int) -> ChangeCostTable.Entry {
      ChangeCostTable.Entry(
        architecture: name, base: "Sources/Architectures/" + name, implementation: "",
        cost: ChangeCost(
          filesTouched: roles.0, filesAdded: 0, fileCount: roles.1, rolesTouched: roles.0,
          roleCount: roles.1, typesAdded: 0, protocolsAdded: 0, codeLinesAdded: lines,
          codeLinesRemoved: 0, testLinesAdded: 0, testLinesRemoved: 0))
    }
    return ChangeCostTable(changes: [
      ChangeCostTable.Change(
        name: "undo",
        architectures: [
          entry("A", roles: (1, 1), lines: 10), entry("B", roles: (1, 4), lines: 40),
          entry("C", roles: (2, 4), lines: 40),
        ], shared: [])
    ])
  }

  @Test func ranksByEachMeasureWithTiesSharingARank() {
    let ranking = ChangeCostRanking(Self.table())
    #expect(ranking.rank(of: "A", by: "SAAM") == 3)
    #expect(ranking.rank(of: "B", by: "SAAM") == 1)
    #expect(ranking.rank(of: "A", by: "churn") == 1)
    #expect(ranking.rank(of: "B", by: "churn") == 2)
    #expect(ranking.rank(of: "C", by: "churn") == 2)
    #expect(ranking.rank(of: "B", by: "roles") == 1)
  }

  @Test func saysWhereTheMeasuresDisagree() {
    let ranking = ChangeCostRanking(Self.table())
    let churn = ranking.measures[3]
    let saam = ranking.measures[2]
    #expect(ranking.correlation(saam, churn) < 0)
    #expect(abs(ranking.correlation(churn, churn) - 1) < 1e-9)
    #expect(ranking.findings.contains { $0.hasPrefix("Best: files A, B; roles A, B; SAAM B;") })
  }

  @Test func anArchitectureWithNoTestLinesRanksLastByTestsNotFirst() throws {
    var table = Self.table()
    table.changes[0].architectures[1].cost?.testLinesAdded = 30
    table.changes[0].architectures[2].cost?.testLinesAdded = 50
    let ranking = ChangeCostRanking(table)
    #expect(ranking.rank(of: "B", by: "tests") == 1)
    #expect(ranking.rank(of: "C", by: "tests") == 2)
    #expect(ranking.rank(of: "A", by: "tests") == 3)
    let tests = try #require(ranking.measures.first { $0.name == "tests" })
    #expect(ChangeCostRankingReport.value(0, tests) == "none")
  }

  @Test func theLimitsSayHowManyChangesAndHowFarSAAMIsFromChurn() throws {
    let ranking = ChangeCostRanking(Self.table())
    let saam = try #require(ranking.measures.first { $0.name == "SAAM" })
    let churn = try #require(ranking.measures.first { $0.name == "churn" })
    let rho = ChangeCostRanking.twoDecimals(ranking.correlation(saam, churn))
    #expect(ranking.limits.hasPrefix("What these numbers cannot show: one author"))
    #expect(ranking.limits.contains("for 1 change;"))
    #expect(ranking.limits.contains("(rank correlation \(rho))"))
    #expect(ChangeCostReport.text(Self.table()).hasSuffix(rho + ").\n"))
  }

  @Test func leavesOutAnArchitectureThatMissesAChange() {
    var table = Self.table()
    table.changes[0].architectures[2].cost = nil
    #expect(ChangeCostRanking(table).architectures == ["A", "B"])
  }
}
