import Diagnostics
import Testing

@Suite struct ExcerptQuotingTests {
  @Test(arguments: [
    ("tpye", "'tpye'"),
    ("in\u{200B}put", #"'in\u{200B}put'"#),
    ("\u{FEFF}clear", #"'\u{FEFF}clear'"#),
    ("set\u{A0}input", #"'set\u{A0}input'"#),
    ("\u{301}e", #"'\u{301}e'"#),
    ("e\u{301}", "'e\u{301}'"),
    (#"\q"#, #"'\q'"#),
    ("it's", "'it's'"),
  ])
  func quotesAPieceOfAFile(text: String, excerpt: String) {
    #expect(Quoting.excerpt(text) == excerpt)
    #expect(Quoting.excerpt(text[...]) == excerpt)
  }

  @Test func showsAStringLiteralInItsOwnQuotes() {
    #expect(Quoting.excerpt("\"a\u{1}b\"", quoted: false) == #""a\u{1}b""#)
    #expect(Quoting.excerpt("\"\u{301}5\"", quoted: false) == #""\u{301}5""#)
  }

  @Test func cutsAfterTheLimitInScalars() {
    let limit = Quoting.excerptLimit
    #expect(limit == 32)
    let whole = String(repeating: "x", count: limit)
    #expect(Quoting.excerpt(whole) == "'" + whole + "'")
    #expect(Quoting.excerpt(whole + "y") == "'" + whole + "…'")
    #expect(Quoting.excerpt(whole + "y", quoted: false) == whole + "…")
    let marks = "e" + String(repeating: "\u{301}", count: 40)
    #expect(Quoting.excerpt(marks).unicodeScalars.count == 1 + limit + 1 + 1)
  }
}
