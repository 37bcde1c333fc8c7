import Diagnostics
import Testing

@Suite struct DocumentQuotingTests {
  /// A U+200B `Presenter`, a bidi override and a terminal title sequence, as a source file's
  /// identifiers and name can hold them.
  static let hostile = "Pre\u{200B}senter \u{202E}x\u{2066}y\u{2069} \u{1B}]0;PWNED\u{7}\u{2028}z"

  @Test(arguments: ["text", "markdown", "mermaid"])
  func textFormatsEscapeEveryInvisibleScalarAndKeepTheLineFeeds(format: String) {
    #expect(
      Quoting.document(Self.hostile + "\nnext\n", format: format)
        == #"Pre\u{200B}senter \u{202E}x\u{2066}y\u{2069} \u{1B}]0;PWNED\u{7}\u{2028}z"#
        + "\nnext\n")
  }

  @Test func jsonEscapesAsJSONReadsBack() {
    #expect(
      Quoting.document("{\"a\": \"Pre\u{200B}senter\u{202E}\"}", format: "JSON")
        == #"{"a": "Pre\u200Bsenter\u202E"}"#)
  }

  @Test func htmlIsLeftToItsMarkup() {
    #expect(Quoting.document("<b>&amp;</b>\n", format: "html") == "<b>&amp;</b>\n")
  }
}
