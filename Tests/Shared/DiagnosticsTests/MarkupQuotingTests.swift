import Diagnostics
import Testing

@Suite struct MarkupQuotingTests {
  @Test(arguments: [
    ("<b>odd&name</b>", "&lt;b&gt;odd&amp;name&lt;/b&gt;"),
    (#"say "it's""#, "say &quot;it&#39;s&quot;"),
    ("tab\tline\ncr\r", "tab&#9;line&#10;cr&#13;"),
    ("<b>\u{1B}", #"&lt;b&gt;\u{1B}"#),
    ("bell\u{7} del\u{7F} c1\u{85}", #"bell\u{7} del\u{7F} c1\u{85}"#),
    ("a\u{200B}b\u{202E}c", #"a\u{200B}b\u{202E}c"#),
    ("&\u{301}", #"&amp;\u{301}"#),
    ("é e\u{301} 😀 × 2", "é e\u{301} 😀 × 2"),
  ])
  func escapesForHTMLAndXML(text: String, markup: String) {
    #expect(Quoting.markup(text) == markup)
  }

  @Test func writesNoNoncharacter() {
    let text = String(
      String.UnicodeScalarView([0xFFFE, 0xFFFF, 0xFDD0].compactMap(Unicode.Scalar.init)))
    #expect(Quoting.markup(text) == #"\u{FFFE}\u{FFFF}\u{FDD0}"#)
  }

  @Test func writesNoRawControlCharacter() {
    let every = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init)))
    let markup = Quoting.markup(every)
    #expect(!markup.unicodeScalars.contains { $0.properties.generalCategory == .control })
    for special in ["<", ">", "\"", "'"] { #expect(!markup.contains(special)) }
  }
}
