import Foundation
import Testing

@testable import Testability

struct LineCoverageTests {
  static let export = """
    {"data": [{"files": [
      {"filename": "/p/Sources/MVP/Presenter.swift",
       "summary": {"lines": {"count": 10, "covered": 7}}},
      {"filename": "/p/Sources/MVP/WorkbenchMutantSwitch.swift",
       "summary": {"lines": {"count": 5, "covered": 5}}},
      {"filename": "/p/Sources/MVPX/Other.swift",
       "summary": {"lines": {"count": 4, "covered": 0}}},
      {"filename": "/p/Sources/MVP/View.swift",
       "summary": {"lines": {"count": 10, "covered": 1}}}
    ]}], "type": "llvm.coverage.json.export"}
    """

  @Test func sumsTheFolderOwnFilesOnly() throws {
    let coverage = try #require(
      LineCoverage.read(
        exportedJSON: Data(Self.export.utf8), folder: "/p/Sources/MVP",
        excluding: ["WorkbenchMutantSwitch.swift"]))
    #expect(coverage == LineCoverage(covered: 8, count: 20))
    #expect(coverage.percentText == "40%")
  }

  @Test func aDocumentThatIsNotAnExportIsNil() {
    #expect(LineCoverage.read(exportedJSON: Data("[1]".utf8), folder: "/p") == nil)
  }

  @Test func noLinesIsZeroNotADivisionByZero() {
    #expect(LineCoverage(covered: 0, count: 0).fraction == 0)
  }
}
