/// The durations a `wait` directive is written with: a number and a unit in one word, `300ms`,
/// `2s`, `1.5s`, `10min` (or `10m`) or `1h`, a whole number of milliseconds in all.
enum ScenarioDuration {
  /// The units a duration may be written in, with how many milliseconds each is.
  static let units: [Substring: Int] = [
    "ms": 1, "s": 1_000, "m": 60_000, "min": 60_000, "h": 3_600_000,
  ]

  /// Reads a duration word.
  ///
  /// - Parameter word: The word, such as `300ms` or `1.5s`.
  /// - Returns: How many milliseconds it says, with `nil` when it is not a number followed by a
  ///   unit, when it is not a whole number of milliseconds (`0.5ms`), or when it is more than
  ///   ``ScenarioLimits/maximumWaitMilliseconds``.
  static func milliseconds(of word: String) -> Int? {
    let whole = word.prefix { $0.isASCII && $0.isNumber }
    var rest = word.dropFirst(whole.count)
    var fraction: Substring = ""
    if rest.first == ".", !whole.isEmpty {
      fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard !fraction.isEmpty else { return nil }
      rest = rest.dropFirst(1 + fraction.count)
    }
    // Leading zeros say nothing: `0000000001h` is `1h`, within the limit.
    let significant = whole.drop { $0 == "0" }
    guard !whole.isEmpty, significant.count <= 9, fraction.count <= 9, let unit = units[rest],
      let number = significant.isEmpty ? 0 : Int(significant)
    else { return nil }
    // The fraction's milliseconds, exactly: `.5s` is 5 × 1,000 / 10.
    var scale = 1
    for _ in fraction { scale *= 10 }
    let fractionValue = (Int(fraction) ?? 0) * unit
    guard fractionValue % scale == 0 else { return nil }
    let value = number * unit + fractionValue / scale
    return value <= ScenarioLimits.maximumWaitMilliseconds ? value : nil
  }
}
