import Foundation

/// Puts a time in proportion: the share of one frame of a 120 Hz display it takes, the budget
/// in which a screen must handle a keystroke and draw for the user to see no delay.
enum FrameBudget {
  /// One frame at 120 Hz, in nanoseconds: 8.3 ms.
  static let nanoseconds = 1e9 / 120

  /// `nanoseconds` as a percentage of a 120 Hz frame, with two significant digits below 1%:
  /// `0.044%`, `1.2%`, `37%`.
  ///
  /// - Parameter nanoseconds: A time.
  /// - Returns: Its share of a frame.
  static func share(of nanoseconds: Double) -> String {
    let percent = nanoseconds / Self.nanoseconds * 100
    switch percent {
    case ..<0.000_1: return "0%"
    case ..<1: return String(format: "%.2g%%", percent)
    case ..<10: return String(format: "%.1f%%", percent)
    default: return String(format: "%.0f%%", percent)
    }
  }
}
