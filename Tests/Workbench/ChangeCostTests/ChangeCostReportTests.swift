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

  @Test func givesTheSharedLayerALineOfItsOwn() throws {
    let text = ChangeCostFormat.text.render(try Self.table())
    #expect(text.contains("undo    * ViewKit"))
    let markdown = ChangeCostFormat.markdown.render(try Self.table())
    #expect(markdown.contains("| undo | * ViewKit |"))
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
}
