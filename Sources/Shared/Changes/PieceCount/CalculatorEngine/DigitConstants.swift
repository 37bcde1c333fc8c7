/// The word constants of the scanning loop, held as values the optimiser cannot see.
///
/// Written as literals, each would be rebuilt with a 10-byte move for every piece; loaded from
/// here once per scan, they stay in registers or are read from the stack as operands, which
/// saves about one instruction in ten on the scan of a typical input.
package struct DigitConstants: Equatable {
  /// Every lane `"0"`.
  package let zeros: UInt64

  /// Every lane 0x76, which carries a lane of 0x0A or more into bit 7.
  package let digitBias: UInt64

  /// Every lane 0x80.
  package let highBits: UInt64

  /// Every lane 0x7F.
  ///
  /// Derived from ``highBits`` rather than stored, so that the layout of the values that hold
  /// the constants stays the same; the loop computes it once, as it cannot see the value.
  package var lowSevenBits: UInt64 { ~highBits }

  /// The negation of every lane 0x01, whose addition subtracts 1 from every lane; derived like
  /// ``lowSevenBits``.
  package var minusOnes: UInt64 { 0 &- (highBits &>> 7) }

  /// The even lanes 0xFF.
  package let pairMask: UInt64

  /// The low 16 bits of each 32-bit half.
  package let quadrupleMask: UInt64

  /// The multiplier that joins two quadruples of digits.
  package let quadrupleMultiplier: UInt64

  /// Creates the constants.
  @inline(never)
  package init() {
    zeros = SWAR.asciiZeros
    digitBias = 0x7676_7676_7676_7676
    highBits = 0x8080_8080_8080_8080
    pairMask = 0x00FF_00FF_00FF_00FF
    quadrupleMask = 0x0000_FFFF_0000_FFFF
    quadrupleMultiplier = 1 &+ (10_000 &<< 32)
  }
}
