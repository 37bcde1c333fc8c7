/// Converts a temperature field's text into the other scale's, as 7GUIs' temperature converter
/// does: exactly, rounded half away from zero to an integer.
///
/// F = C × 9/5 + 32 and C = (F − 32) × 5/9 are computed on the typed digits as a fraction
/// P / Q of whole numbers, with no binary floating point, which mis-rounds halves. The rule: the
/// integer nearest the value, and of two equally near the one farther from zero (0.5 → 1,
/// −0.5 → −1, 2.5 → 3, −2.5 → −3), written as an integer, zero as `0`, never `-0`. Text that is
/// not wholly `-?[0-9]+(\.[0-9]+)?` converts to nothing.
///
/// ```swift
/// TemperatureConversion.fahrenheit(fromCelsius: "37")    // "99" (98.6)
/// TemperatureConversion.celsius(fromFahrenheit: "31.1")  // "-1" (-0.5)
/// TemperatureConversion.celsius(fromFahrenheit: "12.")   // nil
/// ```
public enum TemperatureConversion {
  /// A whole number as a sign and a magnitude.
  private typealias Signed = (isNegative: Bool, magnitude: DecimalNatural)

  /// The Fahrenheit text for a Celsius field's text, or `nil` when it is no decimal number.
  ///
  /// - Parameter celsius: The Celsius field's text.
  /// - Returns: C × 9/5 + 32, rounded half away from zero.
  /// - Complexity: O(*n*) in the length of the text.
  public static func fahrenheit(fromCelsius celsius: String) -> String? {
    // C = ±m / 10^k, so F = (±9m + 160 · 10^k) / (5 · 10^k).
    guard let number = DecimalNumber(celsius) else { return nil }
    let numerator = sum(
      (number.isNegative, number.digits.times(9)),
      (false, DecimalNatural(160).shifted(by: number.scale)))
    return nearestInteger(to: numerator, over: 5, scale: number.scale)
  }

  /// The Celsius text for a Fahrenheit field's text, or `nil` when it is no decimal number.
  ///
  /// - Parameter fahrenheit: The Fahrenheit field's text.
  /// - Returns: (F − 32) × 5/9, rounded half away from zero.
  /// - Complexity: O(*n*) in the length of the text.
  public static func celsius(fromFahrenheit fahrenheit: String) -> String? {
    // F = ±m / 10^k, so C = (±5m − 160 · 10^k) / (9 · 10^k).
    guard let number = DecimalNumber(fahrenheit) else { return nil }
    let numerator = sum(
      (number.isNegative, number.digits.times(5)),
      (true, DecimalNatural(160).shifted(by: number.scale)))
    return nearestInteger(to: numerator, over: 9, scale: number.scale)
  }

  private static func sum(_ left: Signed, _ right: Signed) -> Signed {
    if left.isNegative == right.isNegative {
      return (left.isNegative, left.magnitude + right.magnitude)
    }
    return left.magnitude < right.magnitude
      ? (right.isNegative, right.magnitude - left.magnitude)
      : (left.isNegative, left.magnitude - right.magnitude)
  }

  /// P / (d · 10^k) rounded half away from zero: ±floor((2|P| + d · 10^k) / (2d · 10^k)), the
  /// division by 10^k first (the floor of a floor is the floor), then by 2d.
  private static func nearestInteger(to numerator: Signed, over divisor: Int, scale: Int) -> String
  {
    let half = DecimalNatural(divisor).shifted(by: scale)
    let magnitude = (numerator.magnitude.times(2) + half).droppingDigits(scale)
      .dividedBy(2 * divisor)
    return magnitude.isZero || !numerator.isNegative
      ? magnitude.description : "-" + magnitude.description
  }
}
