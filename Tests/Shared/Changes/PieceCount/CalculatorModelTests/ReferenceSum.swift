import SeededRandom
import WorkbenchTestSupport

/// Builds random tokens and inputs from pieces chosen to hit the rules' edges.
struct CaseGenerator {
  var random: SplitMix64

  /// Token material: ASCII, CRLF, digits and signs, combining marks, é both ways, emoji and
  /// other scalars above U+FFFF, and their low 16 bits.
  static let tokenAtoms = [
    ",", ";", " ", "\r\n", "\n", "-", "+", "0", "7", "x", "é", "e\u{301}", "\u{301}", "😀",
    "\u{F600}", "\u{1F1FA}", "\u{10FFFF}", "\u{FFFF}", "\u{0}", "١", "a", "b", "c", "d",
  ]

  /// Input material besides the token's own scalars and digit runs.
  static let inputAtoms = [
    "-", "+", "--", " ", "x", "0x10", "1_000", "1.5", "e", "\u{301}", "é", "e\u{301}", "😀",
    "\u{F600}", "\r\n", "\r", "\n", "١٢", "１", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "9223372036854775806", "00000000000000000001",
    "18446744073709551615", "\u{10FFFF}", "\u{0}", ",", ";",
  ]

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  mutating func token() -> String {
    var token = ""
    for _ in 0..<random.below(4) {
      token += random.pick(Self.tokenAtoms)
    }
    return token
  }

  mutating func digits() -> String {
    let count = random.below(5) == 0 ? 1 + random.below(25) : 1 + random.below(4)
    var digits = ""
    for _ in 0..<count {
      digits.unicodeScalars.append(Unicode.Scalar(UInt8(48 + random.below(10))))
    }
    return digits
  }

  mutating func atom(token: String) -> String {
    switch random.below(10) {
    case 0..<4: return digits()
    case 4..<7:
      let scalars = Array(token.unicodeScalars)
      guard !scalars.isEmpty else { return "," }
      return String(String.UnicodeScalarView([random.pick(scalars)]))
    default: return random.pick(Self.inputAtoms)
    }
  }

  mutating func input(token: String, maximumAtoms: Int = 12) -> String {
    var input = ""
    for _ in 0..<random.below(maximumAtoms + 1) {
      input += atom(token: token)
    }
    return input
  }
}
