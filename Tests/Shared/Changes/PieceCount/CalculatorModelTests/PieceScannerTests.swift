import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

/// A sink that records every separator the scanner reports.
private struct RecordingSink: SeparatorSink {
  var points: [(offset: Int, total: Int128, count: Int)] = []

  mutating func passSeparator(endingAt offset: Int, total: Int128, count: Int) {
    points.append((offset, total, count))
  }
}

struct PieceScannerTests {
  /// Tokens with one, two, three to four and many start bytes, ASCII only and not.
  static let tokens = [
    ",", ",;", ",; ", ",;: ", ",;: \t-", "😀", ",😀", "\u{301}", "\r\n", ",;:é😀\u{301}",
    "0123456789", "",
  ]

  @Test(arguments: tokens)
  func sumMatchesTheReferenceForEveryMatcher(_ token: String) {
    var generator = CaseGenerator(seed: UInt64(token.utf8.count) &* 7919)
    let separators = SeparatorSet(token: token)
    for _ in 0..<3000 {
      let input = generator.input(token: token, maximumAtoms: 20)
      var sink = DiscardingSink()
      let total = Array(input.utf8).withUnsafeBufferPointer {
        PieceScanner.sum(
          of: $0, from: 0, total: RunningTotal(0, count: 0), separators: separators, sink: &sink
        ).value
      }
      #expect(total == referenceSum(of: input, token: token), "\(input.debugDescription)")
    }
  }

  @Test(arguments: tokens)
  func countMatchesTheReferenceForEveryMatcher(_ token: String) {
    var generator = CaseGenerator(seed: UInt64(token.utf8.count) &* 7927)
    let separators = SeparatorSet(token: token)
    for _ in 0..<1000 {
      let input = generator.input(token: token, maximumAtoms: 20)
      var sink = DiscardingSink()
      let count = Array(input.utf8).withUnsafeBufferPointer {
        PieceScanner.sum(
          of: $0, from: 0, total: RunningTotal(0, count: 0), separators: separators, sink: &sink
        ).count
      }
      #expect(count == referencePieceCount(of: input, token: token), "\(input.debugDescription)")
    }
  }

  @Test func scanningFromACheckpointAddsToItsCount() {
    let bytes = Array("10,x,0,,-3".utf8)
    let separators = SeparatorSet(token: ",")
    var sink = DiscardingSink()
    let total = bytes.withUnsafeBufferPointer {
      PieceScanner.sum(
        of: $0, from: 3, total: RunningTotal(10, count: 1), separators: separators, sink: &sink)
    }
    #expect(total.value == 7)
    #expect(total.count == 3)
  }

  @Test func sinkHearsEveryOffsetAfterASeparatorWithTheTotalBeforeIt() {
    let input = "1,22😀x,-3😀😀4"
    let separators = SeparatorSet(token: ",😀")
    var sink = RecordingSink()
    let total = Array(input.utf8).withUnsafeBufferPointer {
      PieceScanner.sum(
        of: $0, from: 0, total: RunningTotal(0, count: 0), separators: separators, sink: &sink
      ).value
    }
    #expect(total == 1 + 22 - 3 + 4)
    #expect(sink.points.map(\.offset) == [2, 8, 10, 16, 20])
    #expect(sink.points.map(\.total) == [1, 23, 23, 20, 20])
    #expect(sink.points.map(\.count) == [1, 2, 2, 3, 3])
  }

  @Test func scanningFromACheckpointAddsToItsTotal() {
    let bytes = Array("10,20,30".utf8)
    let separators = SeparatorSet(token: ",")
    var sink = DiscardingSink()
    let total = bytes.withUnsafeBufferPointer {
      PieceScanner.sum(
        of: $0, from: 6, total: RunningTotal(100, count: 0), separators: separators, sink: &sink
      ).value
    }
    #expect(total == 130)
    let atEnd = bytes.withUnsafeBufferPointer {
      PieceScanner.sum(
        of: $0, from: 8, total: RunningTotal(5, count: 0), separators: separators, sink: &sink
      ).value
    }
    #expect(atEnd == 5)
  }

  @Test func longPiecesAndLongInputsAreScanned() {
    let separators = SeparatorSet(token: ",")
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 100, 5000] {
      let input =
        String(repeating: "0", count: length) + "5,x" + String(repeating: "y", count: length) + ",6"
      var sink = DiscardingSink()
      let total = Array(input.utf8).withUnsafeBufferPointer {
        PieceScanner.sum(
          of: $0, from: 0, total: RunningTotal(0, count: 0), separators: separators, sink: &sink
        ).value
      }
      #expect(total == 11)
    }
  }
  @Test func piecesOfEveryLengthAreReadAtEveryAlignment() {
    // Pieces of 0 to 21 bytes, signed or not, some with a byte that is not a digit, with up to
    // 24 bytes after them: the one-word, the two-word and the general paths, and the input's end.
    var random = SplitMix64(seed: 0x5EC0)
    let separators = SeparatorSet(token: ",")
    for _ in 0..<30_000 {
      var piece = random.pick(["", "", "", "-", "+"])
      for _ in 0..<random.below(21) {
        piece += String(random.below(10))
      }
      if random.below(3) == 0 {
        let junk = random.pick(["x", "-", "+", " ", "/", ":", "é", "\u{0}", "\u{7F}"])
        let offset = random.below(piece.unicodeScalars.count + 1)
        var scalars = Array(piece.unicodeScalars)
        scalars.insert(contentsOf: junk.unicodeScalars, at: offset)
        piece = String(String.UnicodeScalarView(scalars))
      }
      let before = String(repeating: "7,", count: random.below(5))
      let after = random.below(4) == 0 ? "" : "," + String(repeating: "1", count: random.below(24))
      let input = before + piece + after
      var sink = DiscardingSink()
      let total = Array(input.utf8).withUnsafeBufferPointer {
        PieceScanner.sum(
          of: $0, from: 0, total: RunningTotal(0, count: 0), separators: separators, sink: &sink)
      }
      if total.value != referenceSum(of: input, token: ",")
        || total.count != referencePieceCount(of: input, token: ",")
      {
        Issue.record("\(input.debugDescription): \(total.value), \(total.count) pieces")
        return
      }
    }
  }
  @Test func edgePiecesAreReadByEveryPath() {
    let pieces =
      PieceParserTests.pieces + [
        "+09223372036854775807", "0009223372036854775807", "-0009223372036854775808",
        "00000000000000000000001", "-0000000000000000000001", "9220000000000000000",
        "-9229999999999999999", "1234567890123456789012", "123456789012345", "-12345678901234",
        "+123456789012345", "1234567890123456789", "-1234567890123456789",
      ]
    let separators = SeparatorSet(token: ",")
    for piece in pieces {
      for padding in 0..<9 {
        let before = String(repeating: "x", count: padding) + ","
        for after in ["", ",7", "," + String(repeating: "y", count: 30)] {
          let input = before + piece + after
          var sink = DiscardingSink()
          let total = Array(input.utf8).withUnsafeBufferPointer {
            PieceScanner.sum(
              of: $0, from: 0, total: RunningTotal(0, count: 0), separators: separators,
              sink: &sink)
          }
          #expect(total.value == referenceSum(of: input, token: ","), "\(input.debugDescription)")
          #expect(
            total.count == referencePieceCount(of: input, token: ","), "\(input.debugDescription)")
        }
      }
    }
  }
}
