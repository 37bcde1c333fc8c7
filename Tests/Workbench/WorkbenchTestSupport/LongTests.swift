import Foundation

/// Whether the long sweeps run: `WORKBENCH_LONG_TESTS=1 swift test`.
///
/// A developer runs `swift test` many times a day, so its randomized sweeps take a short default
/// and the checks that `.ci/run` already makes as commands (every mutant killed by the bundled
/// scenarios) stay out of it; set the variable to run them all at full length.
public enum LongTests {
  /// `true` when `WORKBENCH_LONG_TESTS` is set to anything but `0` or the empty string.
  public static let isEnabled: Bool = {
    let value = ProcessInfo.processInfo.environment["WORKBENCH_LONG_TESTS"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  /// `long` when the long sweeps run, `short` otherwise.
  ///
  /// - Parameters:
  ///   - short: The size of a sweep by default.
  ///   - long: Its size with `WORKBENCH_LONG_TESTS` set.
  /// - Returns: The size to use.
  public static func steps(short: Int, long: Int) -> Int {
    isEnabled ? long : short
  }
}
