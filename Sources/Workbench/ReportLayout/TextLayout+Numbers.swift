import Foundation

extension TextLayout {
  /// The largest magnitude a figure is written out in full; beyond it, three significant digits
  /// and an exponent (`1.8e+308`), so that a huge value from a saved run takes a cell's room,
  /// not 309 digits.
  package static let largestFullNumber = 1e9

  /// Returns `value` written with `format` (a `printf` format for one `Double`), or with three
  /// significant digits and an exponent when its magnitude is beyond ``largestFullNumber``, or
  /// as `inf`, `-inf` or `nan` when it is not finite.
  ///
  /// ```swift
  /// TextLayout.number(1.2345, format: "%.2f")  // 1.23
  /// TextLayout.number(1e308, format: "%.2f")   // 1e+308
  /// ```
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - format: How to write a number of ordinary size.
  /// - Returns: At most about a dozen characters besides what `format` adds.
  package static func number(_ value: Double, format: String) -> String {
    guard value.isFinite else { return "\(value)" }
    guard abs(value) <= largestFullNumber else { return String(format: "%.3g", value) }
    return String(format: format, value)
  }
}
