import Diagnostics
import Testing

@Suite struct LiteralQuotingTests {
  @Test(arguments: [
    ("1,2", #""1,2""#),
    ("", #""""#),
    ("1,2\r\n", #""1,2\r\n""#),
    ("quote \" and backslash \\", #""quote \" and backslash \\""#),
    ("\t\0", #""\t\0""#),
    ("\u{1B}[2J\u{7F}\u{85}", #""\u{1B}[2J\u{7F}\u{85}""#),
    ("a\u{200B}b\u{202E}c", #""a\u{200B}b\u{202E}c""#),
    ("1\u{A0}000", #""1\u{A0}000""#),
    ("\u{301}5,6,\u{301}", #""\u{301}5,6,\u{301}""#),
    ("e\u{301}😀🇫🇷❤\u{FE0F}", "\"e\u{301}😀🇫🇷❤\u{FE0F}\""),
    ("\u{200D}\u{301}", #""\u{200D}\u{301}""#),
  ])
  func escapesWhatAReaderCannotSee(text: String, literal: String) {
    #expect(Quoting.literal(text) == literal)
  }

  @Test func cutsALongValueAfterTheQuote() {
    #expect(Quoting.literal("123456", limit: 3) == #""123"…"#)
    #expect(Quoting.literal("123", limit: 3) == #""123""#)
    #expect(
      Quoting.literal(String(repeating: "x", count: 41)) == "\"" + String(repeating: "x", count: 40)
        + "\"…")
    #expect(Quoting.literal(String(repeating: "x", count: 40)).hasSuffix("x\""))
  }

  @Test func cutsOneHugeCharacterAfterABoundedNumberOfScalars() {
    let marks = String(repeating: "\u{301}", count: 1_000_000)
    let literal = Quoting.literal("12," + "5" + marks, limit: 3)
    #expect(literal == #""12,"…"#)
    let wide = Quoting.literal("1" + marks, limit: 24)
    #expect(wide.hasSuffix("\"…"))
    #expect(wide.unicodeScalars.count <= 2 + 1 + 24 * Quoting.literalScalarsPerCharacter * 8)
  }

  @Test func cutsWholeCharacters() {
    #expect(Quoting.literal("e\u{301}e\u{301}", limit: 1) == "\"e\u{301}\"…")
    #expect(Quoting.literal("🇫🇷🇩🇪", limit: 1) == "\"🇫🇷\"…")
  }
}
