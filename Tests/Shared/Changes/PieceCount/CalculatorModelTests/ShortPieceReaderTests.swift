import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

/// The fast path's edges: separators of each UTF-8 length, lead bytes that separators share
/// with the text, pieces that end at the input's end at every length, `Int64` overflow at
/// every length, and lone signs, each checked against the reference (sum and piece count) and
/// through both sinks.
struct ShortPieceReaderTests {
  /// Returns the scanner's sum and count of `input` and the separators it reported through
  /// ``Checkpoints``, after checking that a plain scan finds the same sum and count.
  static func scan(_ input: String, token: String) -> (RunningTotal, [Checkpoints.Checkpoint]) {
    let separators = SeparatorSet(token: token)
    // An array of exactly the input's bytes, so that a read past the end would be caught.
    let bytes = Array(input.utf8)
    var discarding = DiscardingSink()
    var checkpoints = Checkpoints()
    let (plain, recorded) = bytes.withUnsafeBufferPointer { buffer in
      (
        PieceScanner.sum(
          of: buffer, from: 0, total: RunningTotal(0, count: 0), separators: separators,
          sink: &discarding),
        PieceScanner.sum(
          of: buffer, from: 0, total: RunningTotal(0, count: 0), separators: separators,
          sink: &checkpoints)
      )
    }
    #expect(plain.value == recorded.value, "\(input.debugDescription)")
    #expect(plain.count == recorded.count, "\(input.debugDescription)")
    return (plain, checkpoints.points)
  }

  /// The offset after each separator of `input` and the reference sum and count before it.
  static func expectedCheckpoints(_ input: String, token: String) -> [(Int, Int128, Int)] {
    var points: [(Int, Int128, Int)] = []
    var prefix = ""
    for scalar in input.unicodeScalars {
      if token.unicodeScalars.contains(scalar) {
        points.append(
          (
            prefix.utf8.count + String(scalar).utf8.count,
            referenceSum(of: prefix, token: token),
            referencePieceCount(of: prefix, token: token)
          ))
      }
      prefix.unicodeScalars.append(scalar)
    }
    return points
  }

  /// Checks the sum, the count and every checkpoint of `input`.
  static func check(_ input: String, token: String) {
    let (total, points) = scan(input, token: token)
    #expect(total.value == referenceSum(of: input, token: token), "\(input.debugDescription)")
    #expect(
      total.count == referencePieceCount(of: input, token: token), "\(input.debugDescription)")
    let expected = expectedCheckpoints(input, token: token)
    #expect(points.map(\.offset) == expected.map(\.0), "\(input.debugDescription)")
    #expect(points.map(\.total) == expected.map(\.1), "\(input.debugDescription)")
    #expect(points.map(\.count) == expected.map(\.2), "\(input.debugDescription)")
  }

  @Test(arguments: [",", "·", "—", "🙂", "،·—🙂", ",;", "·¸", "🙂🙃"])
  func separatorsOfEveryLengthEndPiecesAtEveryAlignment(_ token: String) {
    var random = SplitMix64(seed: UInt64(token.utf8.count) &* 31)
    let separators = Array(token.unicodeScalars).map { String($0) }
    // Scalars that share a lead byte with the separators, and digits, signs and words.
    let others = ["¸", "°", "–", "€", "🙃", "😀", "é", "x", "-", "+", " "]
    for _ in 0..<600 {
      var input = ""
      for _ in 0..<random.below(12) {
        switch random.below(6) {
        case 0, 1: input += random.pick(separators)
        case 2: input += random.pick(others)
        default:
          input += random.pick(["", "-", "+"])
          for _ in 0..<random.below(20) { input += String(random.below(10)) }
        }
      }
      Self.check(input, token: token)
    }
  }

  @Test(arguments: [",", ",;", "·", "5", "-"])
  func piecesEndingAtTheInputsEndAreReadAtEveryLength(_ token: String) {
    let separator = String(token.unicodeScalars.first.map(Character.init) ?? ",")
    for before in 0..<20 {
      for length in 0..<26 {
        let piece = String(repeating: "9", count: length)
        let prefix = String(repeating: "1", count: before) + separator
        Self.check(prefix + piece, token: token)
        Self.check(prefix + "-" + piece, token: token)
        Self.check(prefix + piece + separator, token: token)
      }
    }
  }

  @Test func int64OverflowIsFoundAtEveryLength() {
    var pieces: [String] = []
    for length in 1...24 {
      let nines = String(repeating: "9", count: length)
      let power = "1" + String(repeating: "0", count: length - 1)
      pieces += [nines, "-" + nines, "+" + nines, power, "-" + power, "000" + nines]
    }
    pieces += [
      "9223372036854775807", "9223372036854775808", "-9223372036854775808",
      "-9223372036854775809", "+9223372036854775807", "09223372036854775807",
      "-09223372036854775808", "9300000000000000000", "-9229999999999999999",
    ]
    for piece in pieces {
      for padding in 0..<9 {
        let before = String(repeating: "7", count: padding) + ","
        Self.check(before + piece + ",5," + String(repeating: "8", count: padding), token: ",")
        Self.check(before + piece, token: ",")
      }
    }
  }

  @Test func signsAloneAndDoubledAddNothing() {
    for piece in ["+", "-", "+-", "-+", "--", "++", "-,", "+5-", "5-", "-x"] {
      for padding in 0..<17 {
        let before = String(repeating: "3", count: padding)
        Self.check(before + "," + piece + "," + before + "," + piece, token: ",")
        Self.check(before + "·" + piece + "·" + before, token: "·")
      }
    }
  }
}
