import Diagnostics

/// The durations a `wait` directive is written with: a whole number and a unit in one word,
/// `300ms`, `2s` or `10min`, as ``DurationText`` writes them.
enum ScenarioDuration {
  /// Reads a duration word.
  ///
  /// - Parameter word: The word, such as `300ms`.
  /// - Returns: How many milliseconds it says, with `nil` when it is not a whole number followed
  ///   by a unit, or when it is more than ``ScenarioLimits/maximumWaitMilliseconds``.
  static func milliseconds(of word: String) -> Int? {
    let digits = word.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 9, let number = Int(digits),
      let unit = DurationText.units.first(where: { $0.name == word.dropFirst(digits.count) })
    else { return nil }
    let value = number * unit.milliseconds
    return value <= ScenarioLimits.maximumWaitMilliseconds ? value : nil
  }
}
