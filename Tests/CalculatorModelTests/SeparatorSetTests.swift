import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct SeparatorSetTests {
  @Test func emptyTokenHasNoSeparators() {
    let set = SeparatorSet(token: "")
    #expect(set.isEmpty)
    #expect(set.startBytes.isEmpty)
    #expect(!set.contains(","))
  }

  @Test func separatorsAreScalarsNotCharacters() {
    let set = SeparatorSet(token: "\r\ne\u{301}😀")
    for scalar in "\r\ne\u{301}😀".unicodeScalars {
      #expect(set.contains(scalar))
    }
    #expect(!set.contains("\u{E9}"))
    #expect(!set.contains("\u{F600}"))
    #expect(set.nonASCIIScalars == [0x301, 0x1F600])
  }

  @Test func startBytesAreASCIISeparatorsAndLeadBytes() {
    let set = SeparatorSet(token: ";,é😀\u{301}😁")
    // "é" is C3 A9, U+0301 is CC 81, the emoji start with F0.
    #expect(set.startBytes == [0x2C, 0x3B, 0xC3, 0xCC, 0xF0])
    #expect(set.isStartByte(0xF0))
    #expect(!set.isStartByte(0xA9))
  }

  @Test func repeatedScalarsAreStoredOnce() {
    let set = SeparatorSet(token: "😀,😀,")
    #expect(set.nonASCIIScalars == [0x1F600])
    #expect(set.startBytes == [0x2C, 0xF0])
  }

  @Test(arguments: ["\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"])
  func nonASCIISeparatorLengthIsTheEncodedLength(_ text: String) throws {
    let scalar = try #require(text.unicodeScalars.first)
    let set = SeparatorSet(token: text)
    let bytes = Array(("x" + text + "x").utf8)
    let length = bytes.withUnsafeBufferPointer { set.nonASCIISeparatorLength(in: $0, at: 1) }
    #expect(length == text.utf8.count)
    #expect(set.contains(scalar))
  }

  @Test func aLeadByteOfAnotherScalarIsNotASeparator() {
    let set = SeparatorSet(token: "😀")
    let bytes = Array("😁".utf8)
    #expect(bytes.withUnsafeBufferPointer { set.nonASCIISeparatorLength(in: $0, at: 0) } == 0)
  }
}
