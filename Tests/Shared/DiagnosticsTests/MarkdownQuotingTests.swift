import Diagnostics
import Testing

/// A name written with `Quoting.markdown` renders as its characters: never a link, an image,
/// raw HTML, a code span or the end of a table cell, and never a control character.
struct MarkdownQuotingTests {
  @Test(arguments: [
    ("<svg onload=alert(1)>", "&lt;svg onload=alert(1)&gt;"),
    ("<script>x</script>", "&lt;script&gt;x&lt;/script&gt;"),
    ("![t](https:evil.example.png)", #"!\[t\](https:evil.example.png)"#),
    ("[c](javascript:alert(1))", #"\[c\](javascript:alert(1))"#),
    ("a|b", #"a\|b"#), ("`code`", #"\`code\`"#), ("a & b", "a &amp; b"),
    ("esc\u{1B}]0;pwn\u{7}\u{202E}", #"esc\\u{1B}\]0;pwn\\u{7}\\u{202E}"#),
    ("plain-name_2 *x*", "plain-name_2 *x*"),
  ])
  func neutralisesWhatMarkdownWouldInterpret(text: String, markdown: String) {
    #expect(Quoting.markdown(text) == markdown)
  }

  @Test func theLastPassKeepsLineBreaksAndEscapesEverythingElse() {
    #expect(Quoting.terminalLines("a\u{1B}\nb\u{7}\n") == "a\\u{1B}\nb\\u{7}\n")
    #expect(Quoting.terminalLines("plain\ntext\n") == "plain\ntext\n")
  }
}
