/// A decimal number as a temperature field's text writes it, `-?[0-9]+(\.[0-9]+)?`, kept exactly:
/// its sign and its digits, integer and fraction, as one natural number scaled by a power of ten.
///
/// ```swift
/// DecimalNumber("-12.50")  // -1250 / 10^2
/// DecimalNumber("1.")      // nil: a point needs digits after it
/// ```
struct DecimalNumber: Sendable, Equatable {
  /// Whether a minus sign leads the text (`-0` is negative zero, equal in value to `0`).
  let isNegative: Bool

  /// Every digit of the text, integer then fraction, as one natural number.
  let digits: DecimalNatural

  /// How many digits follow the point: the value is ``digits`` / 10^scale.
  let scale: Int

  /// Reads `text` if the whole of it is `-?[0-9]+(\.[0-9]+)?` with ASCII digits.
  ///
  /// - Parameter text: A field's text.
  /// - Complexity: O(*n*) in the length of `text`.
  init?(_ text: String) {
    var bytes = Substring(text).utf8[...]
    isNegative = bytes.first == UInt8(ascii: "-")
    if isNegative { bytes = bytes.dropFirst() }
    let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
    let integer = bytes.prefix(while: isDigit)
    guard !integer.isEmpty else { return nil }
    var fraction = bytes[integer.endIndex...]
    if let point = fraction.first {
      guard point == UInt8(ascii: "."), fraction.count > 1 else { return nil }
      fraction = fraction.dropFirst()
      guard fraction.allSatisfy(isDigit) else { return nil }
    }
    digits = DecimalNatural(digits: Array(integer) + Array(fraction))
    scale = fraction.count
  }
}
