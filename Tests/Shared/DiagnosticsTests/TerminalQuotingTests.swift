import Diagnostics
import Testing

@Suite struct TerminalQuotingTests {
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
    #expect(Quoting.terminal(text) == escaped)
  }

  @Test(arguments: [
    ("\u{A0}no-break and \u{200B}zero-width", #"\u{A0}no-break and \u{200B}zero-width"#),
    ("\u{301}first", #"\u{301}first"#),
    ("soft\u{AD}hyphen\u{FEFF}", #"soft\u{AD}hyphen\u{FEFF}"#),
    ("line\u{2028}separator", #"line\u{2028}separator"#),
    ("private\u{E000}", #"private\u{E000}"#),
    ("filler\u{3164}", #"filler\u{3164}"#),
  ])
  func escapesEveryOtherInvisibleScalar(text: String, escaped: String) {
    #expect(Quoting.terminal(text) == escaped)
  }

  @Test(arguments: [
    "sum.scenario", "Scenarios/emoji-token.scenario", #"back\slash"#, "é e\u{301} 😀 ١٢",
    "❤\u{FE0F} 🇫🇷 नमस्ते", "", "quote ' and \" kept",
  ])
  func keepsEverythingElse(text: String) {
    #expect(Quoting.terminal(text) == text)
  }
}
