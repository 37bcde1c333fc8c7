/// A tiny seeded random number generator (Steele, Lea and Flood's SplitMix64), so that every
/// "random" test case is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Random texts and edits of them, for the round-trip tests.
enum RandomText {
  /// A text of up to `maximumLines` lines from a small vocabulary (so lines repeat), each line
  /// ending in "\n" or sometimes "\r\n", the last one sometimes unterminated.
  static func text(lines maximumLines: Int, using random: inout SplitMix64) -> String {
    let count = Int.random(in: 0...maximumLines, using: &random)
    let lines = (0..<count).map { _ in line(using: &random) }
    return join(lines, terminated: Bool.random(using: &random))
  }

  /// The text with a few lines inserted, deleted or replaced, and its ending sometimes changed.
  static func edited(_ text: String, using random: inout SplitMix64) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var terminated = text.isEmpty || text.hasSuffix("\n")
    if terminated && !lines.isEmpty { lines.removeLast() }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let position = Int.random(in: 0...lines.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        lines.insert(line(using: &random), at: position)
      case 1 where position < lines.count:
        lines.remove(at: position)
      default:
        if position < lines.count { lines[position] = line(using: &random) }
      }
    }
    if Int.random(in: 0..<4, using: &random) == 0 { terminated.toggle() }
    return join(lines, terminated: terminated)
  }

  private static func line(using random: inout SplitMix64) -> String {
    let words = ["let", "x", "}", "", "return y", "  // note", "func f() {", "é", "e\u{301}"]
    let word = words[Int.random(in: 0..<words.count, using: &random)]
    return Int.random(in: 0..<5, using: &random) == 0 ? word + "\r" : word
  }

  private static func join(_ lines: [String], terminated: Bool) -> String {
    guard !lines.isEmpty else { return "" }
    return lines.joined(separator: "\n") + (terminated ? "\n" : "")
  }
}
