import Foundation
import ReportLayout
import Testing

/// Text that fits a terminal: widths, word wrapping, and tables that wrap or split.
struct TextLayoutTests {
  @Test(arguments: [
    ("abc", 3), ("pass · all 7 show 34", 20), ("😀", 2), ("🇫🇷", 2), ("e\u{301}", 1),
    ("日本", 4), ("\u{1B}", 0),
  ])
  func widthCountsTerminalColumns(text: String, columns: Int) {
    #expect(TextLayout.width(of: text) == columns)
  }

  @Test func wrapBreaksAtSpacesAndIndentsContinuations() {
    #expect(
      TextLayout.wrap("one two three four", width: 9, indent: "  ") == [
        "one two", "  three", "  four",
      ])
  }

  @Test func wrapKeepsTheLeadingSpacesOfTheFirstLine() {
    #expect(
      TextLayout.wrap("    knows: a b", width: 12, indent: "      ") == ["    knows: a", "      b"])
  }

  @Test func wrapCutsAWordWiderThanTheLine() {
    #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func fitLeavesShortLinesAloneAndWrapsLongOnesUnderTheirIndent() {
    let text = "short\n  a b c d e f g h"
    #expect(TextLayout.fit(text, width: 9) == "short\n  a b c d\n      e f\n      g h")
  }

  @Test func aTableThatFitsIsLaidOutAsBefore() {
    var table = TextTable(header: ["a", "b"])
    table.append(["1", "2"])
    #expect(table.plainText(width: 100) == table.plainText)
  }

  @Test func aWideLastColumnIsWrappedUnderItself() {
    var table = TextTable(header: ["name", "summary"])
    table.append(["x", String(repeating: "word ", count: 12)])
    let lines = table.plainText(width: 30).split(separator: "\n")
    #expect(lines.allSatisfy { TextLayout.width(of: $0) <= 30 })
    #expect(lines.count > 3)
    #expect(lines.dropFirst(3).allSatisfy { $0.hasPrefix("      word") })
  }

  @Test func tooManyColumnsAreSplitIntoGroupsThatRepeatTheFirst() {
    let header = ["scenario"] + (1...8).map { "architecture-\($0)" }
    var table = TextTable(header: header)
    table.append(["sum"] + (1...8).map { "1.0\($0)" })
    let text = table.plainText(width: 60)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { TextLayout.width(of: $0) <= 60 })
    #expect(text.components(separatedBy: "scenario").count - 1 >= 2)
    for name in header.dropFirst() { #expect(text.contains(name)) }
  }

  @Test func aGroupWhoseLastColumnIsStillTooWideIsWrappedUnderItself() {
    var table = TextTable(header: ["architecture", "place", "operator", "code"])
    table.append([
      "MVC", "Sources/MVC/Controller.swift:12", "delete-statement",
      String(repeating: "call(x) ", count: 14),
    ])
    let lines = table.plainText(width: 60).split(separator: "\n")
    #expect(lines.allSatisfy { TextLayout.width(of: $0) <= 60 })
    #expect(lines.filter { $0.hasPrefix("architecture") }.count >= 2)
    #expect(lines.contains { $0.hasPrefix("MVC") && $0.hasSuffix("call(x)") })
  }
}
