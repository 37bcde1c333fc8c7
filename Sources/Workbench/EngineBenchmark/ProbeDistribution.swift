import SeededRandom

/// The inputs `workbench bench --probe` can count the engine's instructions on: the benchmark's
/// own mix, and distributions it was not tuned on, so that the guard in `.ci/engine-instructions`
/// holds for the worst of them, not the friendliest.
public enum ProbeDistribution: String, CaseIterable, Sendable {
  /// The benchmark's own input (``EngineBenchmark/input(byteCount:)``), token `,`.
  case benchmark
  /// Pieces of 1 to 8 digits, 40% negative, one in ten junk (`abc`), token `,`.
  case short
  /// Pieces of 9 to 19 digits, a third negative, token `,`.
  case long
  /// Pieces of 1 to 8 digits, every one negative, token `,`.
  case negatives
  /// Mostly words and near-numbers (`abc`, `1.5`, `0x1F`, ` 7`), some numbers, token `,`.
  case junk
  /// Pieces of 1 to 8 digits between separators of two, three and four UTF-8 bytes, token
  /// `،·—🙂`.
  case multiscalar
  /// Mostly separators: empty pieces, a short number now and then, token `,;`.
  case separators

  /// The token the input is split with.
  public var token: String {
    switch self {
    case .multiscalar: "،·—🙂"
    case .separators: ",;"
    default: ","
    }
  }

  /// Returns this distribution's input of exactly `byteCount` UTF-8 bytes, the same on every run.
  ///
  /// - Parameter byteCount: The input's length in UTF-8 bytes.
  /// - Returns: The input.
  /// - Complexity: O(`byteCount`).
  public func input(byteCount: Int) -> String {
    if self == .benchmark { return EngineBenchmark.input(byteCount: byteCount) }
    var random = SplitMix64(seed: 0x9_0BE5 &+ UInt64(rawValue.utf8.count))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(byteCount &+ 64)
    let separators = Array(token.unicodeScalars).map { Array(String($0).utf8) }
    while bytes.count < byteCount {
      appendPiece(to: &bytes, random: &random)
      bytes += separators[Int(random.below(separators.count))]
    }
    // Cut at a scalar boundary, then pad with a digit so the length is exact.
    while bytes.count > byteCount || (bytes.last.map { $0 >= 0x80 } ?? false) {
      bytes.removeLast()
    }
    while bytes.count < byteCount { bytes.append(UInt8(ascii: "7")) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func appendPiece(to bytes: inout [UInt8], random: inout SplitMix64) {
    let roll = random.below(100)
    switch self {
    case .benchmark, .short, .multiscalar:
      if self == .short && roll < 10 { return bytes += Array("abc".utf8) }
      appendNumber(digits: 1 + random.below(8), negative: roll % 5 < 2, to: &bytes, &random)
    case .long:
      appendNumber(digits: 9 + random.below(11), negative: roll % 3 == 0, to: &bytes, &random)
    case .negatives:
      appendNumber(digits: 1 + random.below(8), negative: true, to: &bytes, &random)
    case .junk:
      let words = ["abc", "1.5", "0x1F", " 7", "--3", "+", "12a"]
      if roll < 80 { return bytes += Array(random.pick(words).utf8) }
      appendNumber(digits: 1 + random.below(8), negative: false, to: &bytes, &random)
    case .separators:
      if roll < 85 { return }
      appendNumber(digits: 1 + random.below(3), negative: false, to: &bytes, &random)
    }
  }

  private func appendNumber(
    digits: Int, negative: Bool, to bytes: inout [UInt8], _ random: inout SplitMix64
  ) {
    if negative { bytes.append(UInt8(ascii: "-")) }
    for _ in 0..<digits { bytes.append(UInt8(ascii: "0") + UInt8(random.below(10))) }
  }
}
