import Testing

@testable import Testability

struct LineHitsTests {
  @Test func lcovLinesAreCountedPerFile() {
    let hits = LineHits(
      lcov: "SF:/p/A.swift\nDA:3,0\nDA:4,2\nend_of_record\nSF:/q/B.swift\nDA:1,1\n")
    #expect(hits.coverage { $0.hasPrefix("/p/") } == LineCoverage(covered: 1, count: 2))
    #expect(hits.ran("/p/A.swift", from: 3, to: 4))
    #expect(!hits.ran("/p/A.swift", from: 3, to: 3))
  }
}
