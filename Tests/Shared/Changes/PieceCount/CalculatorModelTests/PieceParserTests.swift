import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct PieceParserTests {
  static let pieces = [
    "", "0", "7", "-7", "+7", "-", "+", "--7", "+-7", "7-", " 7", "7 ", "x", "12345678",
    "-1234567", "+1234567", "123456789", "-12345678", "00000000", "000000000", "-00000000",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
    "09223372036854775807", "0000000000000000000000000000009223372036854775807",
    "99999999999999999999", "1234567890123456", "12345678901234567", "123456789012345678",
    "1x345678901234567", "12345678901234x67", "1234567890123456x", "x", "é", "1é", "0x10",
    "1_000", "1.5",
  ]

  @Test(arguments: pieces)
  func valueIsIntOfThePiece(_ piece: String) {
    let expected = Int64(piece) ?? 0
    // At the very start of the input, in the middle, and at the very end.
    for (before, after) in [("", ""), ("", ",abcdefghijklmnop"), ("abcdefghijklmnop,", "")] {
      let bytes = Array((before + piece + after).utf8)
      let start = before.utf8.count
      let value = bytes.withUnsafeBufferPointer {
        PieceParser.value(of: $0, from: start, to: start + piece.utf8.count)
      }
      #expect(value == expected, "\(before)|\(piece)|\(after)")
    }
  }

  @Test(arguments: pieces)
  func aPieceCountsExactlyWhenItIsAnInt(_ piece: String) {
    let expected = Int64(piece) != nil
    for (before, after) in [("", ""), ("", ",abcdefghijklmnop"), ("abcdefghijklmnop,", "")] {
      let bytes = Array((before + piece + after).utf8)
      let start = before.utf8.count
      let counts = bytes.withUnsafeBufferPointer {
        PieceParser.piece(of: $0, from: start, to: start + piece.utf8.count).counts
      }
      #expect(counts == expected, "\(before)|\(piece)|\(after)")
    }
  }

  @Test func valueOfLowestLanesReadsShortPieces() {
    for piece in Self.pieces where piece.utf8.count < 8 {
      var bytes = Array(piece.utf8)
      bytes.append(UInt8(ascii: ","))
      while bytes.count < 8 { bytes.append(UInt8(ascii: "9")) }
      let word = SWARTests.word(bytes)
      #expect(
        PieceParser.value(lowestLanesOf: word, count: piece.utf8.count) == Int64(piece) ?? 0,
        "\(piece)")
    }
  }

  @Test func valueMatchesIntOnRandomDigitStrings() {
    var generator = CaseGenerator(seed: 11)
    for _ in 0..<20_000 {
      var piece = generator.random.pick(["", "", "-", "+", "0", "000"]) + generator.digits()
      if generator.random.below(4) == 0 { piece += generator.random.pick(["x", " ", "-", "é"]) }
      let bytes = Array(("ab" + piece).utf8)
      let value = bytes.withUnsafeBufferPointer {
        PieceParser.value(of: $0, from: 2, to: $0.count)
      }
      #expect(value == Int64(piece) ?? 0, "\(piece)")
    }
  }

  @Test func manyLeadingZerosAreRead() {
    for zeros in [1, 7, 8, 9, 15, 16, 17, 1000] {
      let piece = "-" + String(repeating: "0", count: zeros) + "42"
      let bytes = Array(piece.utf8)
      let value = bytes.withUnsafeBufferPointer {
        PieceParser.value(of: $0, from: 0, to: $0.count)
      }
      #expect(value == -42)
    }
  }
}
