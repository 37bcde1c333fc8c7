import Testing

@testable import Testability

struct SchemaBuildTests {
  func point(_ id: Int, _ kind: MutationOperator, lines: ClosedRange<Int>) -> MutationPoint {
    MutationPoint(
      id: id, file: "Sources/MVP/P.swift", line: lines.lowerBound, endLine: lines.upperBound,
      mutationOperator: kind, original: "", mutated: "", edits: [])
  }

  @Test func readsTheFileAndLineOfEachCompilerError() {
    let output = """
      [3/9] Compiling MVP P.swift
      /tmp/p/Sources/MVP/P.swift:12:5: error: cannot convert value of type 'String'
      /tmp/p/Sources/MVP/P.swift:12:5: note: something
      warning: not an error
      """
    let errors = SchemaBuild.errorLines(in: output)
    #expect(errors.map(\.path) == ["/tmp/p/Sources/MVP/P.swift"])
    #expect(errors.map(\.line) == [12])
  }

  @Test func theFirstRoundBlamesTheFinerMutantOnAStatementsLines() {
    let points = [
      point(1, .deleteStatement, lines: 12...13), point(2, .constantValue, lines: 12...13),
      point(3, .deleteStatement, lines: 20...20),
    ]
    let kept = SchemaBuild.keep(
      points, errors: [("Sources/MVP/P.swift", 13)], sparingDeletions: true)
    #expect(kept.map(\.id) == [1, 3])
  }

  @Test func laterRoundsDropEveryMutantOnTheLine() {
    let points = [point(1, .deleteStatement, lines: 12...13), point(3, .removeWeak, lines: 2...2)]
    let kept = SchemaBuild.keep(
      points, errors: [("Sources/MVP/P.swift", 12)], sparingDeletions: false)
    #expect(kept.map(\.id) == [3])
  }
}
