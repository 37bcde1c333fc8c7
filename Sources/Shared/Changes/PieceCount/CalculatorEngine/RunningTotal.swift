/// An exact `Int128` sum kept as an `Int64` and a count of its wraps, so that adding a piece
/// costs one 64-bit addition and a rarely taken branch, with the number of pieces that counted.
package struct RunningTotal {
  /// The sum modulo 2⁶⁴.
  private var low: Int64

  /// How many times 2⁶⁴ the sum differs from ``low``.
  private var wraps: Int64

  /// How many pieces the sum added: those that are an `Int64`, zeros included.
  package private(set) var count: Int

  /// Creates a total equal to `value`, of `count` pieces.
  ///
  /// - Parameters:
  ///   - value: The starting sum.
  ///   - count: How many pieces it added.
  @inline(__always)
  package init(_ value: Int128, count: Int) {
    low = Int64(truncatingIfNeeded: value)
    wraps = Int64(truncatingIfNeeded: (value &- Int128(low)) &>> 64)
    self.count = count
  }

  /// The exact sum.
  package var value: Int128 {
    @inline(__always) get { Int128(low) &+ (Int128(wraps) &<< 64) }
  }

  /// Adds `piece` to the sum, and one to the count when it `counts`.
  ///
  /// - Parameters:
  ///   - piece: The value to add.
  ///   - counts: Whether the piece is an `Int64` (an invalid piece adds 0 and is not counted).
  @inline(__always)
  package mutating func add(_ piece: Int64, counts: Bool) {
    count &+= counts ? 1 : 0
    let (sum, overflow) = low.addingReportingOverflow(piece)
    low = sum
    if _slowPath(overflow) {
      // The true sum left the range of `Int64` in the direction of `piece`'s sign.
      wraps &+= piece < 0 ? -1 : 1
    }
  }
}
