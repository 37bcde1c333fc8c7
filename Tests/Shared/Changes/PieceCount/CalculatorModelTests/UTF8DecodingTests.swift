import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct UTF8DecodingTests {
  @Test func decodesEveryKindOfScalar() {
    for text in ["a", "\u{0}", "é", "\u{7FF}", "\u{800}", "€", "\u{FFFF}", "😀", "\u{10FFFF}"] {
      let bytes = Array(text.utf8)
      let decoded = bytes.withUnsafeBufferPointer { UTF8Decoding.scalar(in: $0, at: 0) }
      #expect(decoded?.0 == text.unicodeScalars.first?.value)
      #expect(decoded?.1 == bytes.count)
    }
  }

  @Test func neverReadsPastTheEnd() {
    let truncated: [UInt8] = [0xF0, 0x9F, 0x98]
    #expect(truncated.withUnsafeBufferPointer { UTF8Decoding.scalar(in: $0, at: 0) } == nil)
    #expect(truncated.withUnsafeBufferPointer { UTF8Decoding.scalar(in: $0, at: 3) } == nil)
    #expect(truncated.withUnsafeBufferPointer { UTF8Decoding.scalar(in: $0, at: -1) } == nil)
  }

  @Test func rejectsContinuationAndInvalidLeadBytes() {
    for byte: UInt8 in [0x80, 0xBF, 0xF8, 0xFF] {
      #expect(
        [byte, 0x80, 0x80, 0x80].withUnsafeBufferPointer { UTF8Decoding.scalar(in: $0, at: 0) }
          == nil)
    }
  }
}
