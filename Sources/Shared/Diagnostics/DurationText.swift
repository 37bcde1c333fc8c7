/// How the workbench writes a span of time, in scenarios (`wait 300ms`) and traces (`at 2s`):
/// whole milliseconds in the largest unit that says them exactly.
///
/// ```swift
/// DurationText.text(of: .milliseconds(300))   // "300ms"
/// DurationText.text(of: .seconds(120))        // "2min"
/// DurationText.text(of: .milliseconds(1500))  // "1500ms"
/// ```
public enum DurationText {
  /// The units, with how many milliseconds each is, largest first.
  public static let units: [(name: String, milliseconds: Int)] = [
    ("min", 60_000), ("s", 1_000), ("ms", 1),
  ]

  /// Writes `duration`, rounded down to whole milliseconds.
  ///
  /// - Parameter duration: The span of time.
  /// - Returns: Its word, such as `300ms`, `2s` or `10min`.
  public static func text(of duration: Duration) -> String {
    let milliseconds = Int(duration / .milliseconds(1))
    let unit = units.first { milliseconds != 0 && milliseconds % $0.milliseconds == 0 }
    guard let unit else { return "\(milliseconds)ms" }
    return "\(milliseconds / unit.milliseconds)\(unit.name)"
  }
}
