import Diagnostics
import Testing

@Suite struct ControlCharacterEscapingTests {
  @Test(arguments: [
    ("title \u{1B}]0;pwned\u{7}", #"title \u{1B}]0;pwned\u{7}"#),
    ("two\nlines\r\n", #"two\u{A}lines\u{D}\u{A}"#),
    ("tab\there", #"tab\u{9}here"#),
    ("nul\u{0}", #"nul\u{0}"#),
    ("del\u{7F}", #"del\u{7F}"#),
    ("csi\u{9B}2J and \u{80}", #"csi\u{9B}2J and \u{80}"#),
    ("abc\u{202E}fed", #"abc\u{202E}fed"#),
    (
      "\u{2066}isolate\u{2069} \u{200E}\u{200F}\u{61C}",
      #"\u{2066}isolate\u{2069} \u{200E}\u{200F}\u{61C}"#
    ),
  ])
  func escapesControlCharacters(text: String, escaped: String) {
    #expect(escapingControlCharacters(text) == escaped)
  }

  @Test(arguments: [
    "sum.scenario", "Scenarios/emoji-token.scenario", #"back\slash"#, "é e\u{301} 😀 ١٢",
    "\u{A0}no-break and \u{200B}zero-width", "",
  ])
  func keepsEverythingElse(text: String) {
    #expect(escapingControlCharacters(text) == text)
  }
}
