import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct ChangeCostReportTests {
  static func table() throws -> ChangeCostTable {
    let fixture = try ChangeCostTableTests.package()
    return try ChangeCostTable.measure(
      [("MVC", "Sources/Architectures/MVC"), ("MVP", "Sources/Architectures/MVP")],
      packageRoot: fixture.path)
  }

  @Test func showsAMissingImplementationAsMissingNotAsZero() throws {
    let text = ChangeCostFormat.text.render(try Self.table())
    let row = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("undo") && $0.contains("MVC") })
    #expect(row.contains("missing"))
    #expect(!row.contains("0/"))
  }

  @Test func givesTheSharedCodeALineOfItsOwnWithWhoUsesIt() throws {
    let text = ChangeCostFormat.text.render(try Self.table())
    #expect(text.contains("undo    Button.swift  patch  2      0      0      none"))
    let markdown = ChangeCostFormat.markdown.render(try Self.table())
    #expect(markdown.contains("| undo | Button.swift | patch | 2 | 0 | 0 | none |"))
  }

  @Test func showsTestLinesRemovedAndInstrumentationInTheirOwnColumns() throws {
    let text = ChangeCostFormat.text.render(try SharedCodeTests.table())
    #expect(text.contains("churn  instr  +test  -test"))
    let json = ChangeCostFormat.json.render(try SharedCodeTests.table())
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let totals = try #require(object?["totals"] as? [[String: Any]])
    #expect(totals.map { $0["allIn"] as? Int } == [5, 10])
    #expect(totals.map { $0["sharedCodeChurn"] as? Int } == [3, 8])
    let changes = try #require(object?["changes"] as? [[String: Any]])
    let entry = try #require((changes.last?["architectures"] as? [[String: Any]])?.last)
    #expect(entry["allIn"] as? Int == 10)
    let cost = try #require(entry["cost"] as? [String: Any])
    #expect(cost["testLinesRemoved"] as? Int == 0)
    #expect(cost["instrumentationLinesAdded"] as? Int == 0)
    #expect(cost["churn"] as? Int == 2)
  }

  @Test func fitsTheWidthItIsGiven() throws {
    for width in [60, 80, 100] {
      let text = ChangeCostFormat.text.render(try Self.table(), width: width)
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= width })
    }
  }

  @Test func writesJSONWithAStatusForEveryEntry() throws {
    let json = ChangeCostFormat.json.render(try Self.table())
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["format"] as? String == "workbench-changes")
    let changes = try #require(object?["changes"] as? [[String: Any]])
    let entries = try #require(changes.first?["architectures"] as? [[String: Any]])
    #expect(entries.map { $0["status"] as? String } == ["missing", "measured"])
    #expect(entries[0]["cost"] == nil)
    let cost = try #require(entries[1]["cost"] as? [String: Any])
    #expect(cost["codeLinesAdded"] as? Int == 1)
  }

  @Test func shadesEachHeatCellByItsRatioAndSaysTheRatioInText() throws {
    let html = ChangeCostFormat.html.render(try Self.table())
    #expect(html.contains("<td class=\"missing\">missing</td>"))
    #expect(html.contains("1.00 <span class=\"roles\">(1/1)</span>"))
    #expect(html.contains("hsl(8, 75%, 62%)"))
    #expect(html.contains("all changes"))
  }

  @Test func shadesTheChurnAndTheRanksNotOnlyTheRatio() throws {
    let html = ChangeCostFormat.html.render(try SharedCodeTests.table())
    // MVC's churn of 1 in each change, shaded against its total of 2.
    #expect(html.contains("hsl(8, 75%, 79%)\">1 <span class=\"roles\">(+1 −0)</span>"))
    #expect(html.contains("id=\"ranking\""))
  }
}
