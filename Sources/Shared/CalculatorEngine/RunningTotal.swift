/// An exact `Int128` sum kept as an `Int64` and a count of its wraps, so that adding a piece
/// costs one 64-bit addition and a rarely taken branch.
package struct RunningTotal {
  /// The sum modulo 2⁶⁴.
  private var low: Int64

  /// How many times 2⁶⁴ the sum differs from ``low``.
  private var wraps: Int64

  /// Creates a total equal to `value`.
  ///
  /// - Parameter value: The starting sum.
  @inline(__always)
  package init(_ value: Int128) {
    low = Int64(truncatingIfNeeded: value)
    wraps = Int64(truncatingIfNeeded: (value &- Int128(low)) &>> 64)
  }

  /// The exact sum.
  package var value: Int128 {
    @inline(__always) get { Int128(low) &+ (Int128(wraps) &<< 64) }
  }

  /// Adds `piece` to the sum.
  ///
  /// - Parameter piece: The value to add.
  @inline(__always)
  package mutating func add(_ piece: Int64) {
    let (sum, overflow) = low.addingReportingOverflow(piece)
    low = sum
    if _slowPath(overflow) {
      // The true sum left the range of `Int64` in the direction of `piece`'s sign.
      wraps &+= piece < 0 ? -1 : 1
    }
  }
}
