import Diagnostics
import Testing

/// One definition of what a reader cannot see, which every quoting function follows.
@Suite struct InvisibilityTests {
  @Test(
    arguments: [
      0x0, 0x9, 0xA, 0x1B, 0x7F, 0x80, 0x9B,  // controls
      0x61C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069,  // bidirectional controls
      0xAD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0xE0041,  // format
      0xA0, 0x2003, 0x202F, 0x3000, 0x2028, 0x2029,  // blanks but the space
      0xE000, 0xF0000, 0xFFFE, 0xFFFF, 0xFDD0, 0xE0080,  // private use, noncharacters, unassigned
      0x3164, 0x115F, 0xFFA0,  // default-ignorable letters
    ] as [UInt32])
  func theseAreInvisibleAnywhere(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(Quoting.isInvisible(scalar, after: nil))
    #expect(Quoting.isInvisible(scalar, after: "a"))
  }

  @Test(
    arguments: [" ", "a", "é", "1", "\\", "'", "\"", "·", "😀", "\u{1F1EB}", "日", "٢"]
      as [Unicode.Scalar])
  func theseShowAnywhere(scalar: Unicode.Scalar) {
    #expect(!Quoting.isInvisible(scalar, after: nil))
    #expect(!Quoting.isInvisible(scalar, after: "a"))
  }

  @Test(
    arguments: ["\u{301}", "\u{308}", "\u{FE0F}", "\u{20E3}", "\u{94D}", "\u{93E}"]
      as [Unicode.Scalar])
  func aCombiningMarkShowsOnlyOnSomethingToSitOn(mark: Unicode.Scalar) {
    for base: Unicode.Scalar in ["e", "1", "+", "😀", "न", "\u{301}"] {
      #expect(!Quoting.isInvisible(mark, after: base))
    }
    for nothing: Unicode.Scalar? in [nil, " ", "\"", "'", ",", "}", "\u{A0}"] {
      #expect(Quoting.isInvisible(mark, after: nothing))
    }
  }

  /// The routines that each had their own idea of "invisible" now agree: a zero-width space, a
  /// bidi override, an escape character and a combining mark first are escaped by every one.
  @Test(arguments: [
    ("\u{200B}", #"\u{200B}"#), ("\u{202E}", #"\u{202E}"#), ("\u{1B}", #"\u{1B}"#),
    ("\u{301}", #"\u{301}"#), ("\u{A0}", #"\u{A0}"#), ("\u{E000}", #"\u{E000}"#),
  ])
  func everyPlaceEscapesTheSameScalars(scalar: String, escape: String) {
    let text = scalar + "x" + scalar
    let plain = escape + "x" + (scalar == "\u{301}" ? scalar : escape)
    #expect(Quoting.literal(text) == "\"" + plain + "\"")
    #expect(Quoting.excerpt(text) == "'" + plain + "'")
    #expect(Quoting.terminal(text) == plain)
    #expect(Quoting.markup(text) == plain)
  }

  @Test func aMarkAfterAnEscapeIsEscapedToo() {
    let text = "\u{1B}\u{301}e\u{301}"
    #expect(Quoting.terminal(text) == #"\u{1B}\u{301}"# + "e\u{301}")
    #expect(Quoting.literal("\"\u{301}") == #""\"\u{301}""#)
    #expect(Quoting.markup("<\u{301}") == #"&lt;\u{301}"#)
  }
}
