import Testing

@testable import ChangePatches

@Suite struct TextLinesTests {
  @Test(arguments: [
    ("", [String](), true),
    ("\n", [""], true),
    ("a", ["a"], false),
    ("a\nb\n", ["a", "b"], true),
    ("a\r\nb", ["a\r", "b"], false),
    ("\n\n", ["", ""], true),
  ])
  func splitsOnNewlinesKeepingCarriageReturns(text: String, lines: [String], terminated: Bool) {
    let split = TextLines(text)
    #expect(split.lines.map { Array($0.utf8) } == lines.map { Array($0.utf8) })
    #expect(split.endsWithNewline == terminated)
    #expect(split.text.utf8.elementsEqual(text.utf8))
  }

  @Test func canonicallyEquivalentLinesAreStillDifferent() {
    #expect(TextLines("\u{E9}\n") != TextLines("e\u{301}\n"))
    #expect(TextLines("x\n") == TextLines("x\n"))
  }

  @Test func onlyAnUnterminatedLastLineGetsAnUnterminatedKey() {
    let keys = TextLines("a\na").keys
    #expect(keys.map(\.isUnterminated) == [false, true])
    #expect(keys[0] != keys[1])
    #expect(TextLines("a\na\n").keys.map(\.isUnterminated) == [false, false])
  }
}
