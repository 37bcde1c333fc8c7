/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64), so that
/// every fuzzing run can be repeated from its seed.
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// Int.random(in: 0..<10, using: &random)  // the same on every machine
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  ///
  /// - Parameter seed: Any value.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Returns a value in `0..<bound`, by the remainder of the next value: cheap and the same on
  /// every machine and toolchain, which `Int.random(in:using:)` does not promise.
  ///
  /// - Parameter bound: The exclusive upper bound; values below 1 count as 1.
  /// - Returns: The value.
  public mutating func below(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: next() % UInt64(max(bound, 1)))
  }

  /// Returns a random element of `elements`, which must not be empty.
  ///
  /// - Parameter elements: The elements to pick from.
  /// - Returns: One of them.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
