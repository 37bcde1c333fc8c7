public import ArchitectureDescriptor
import CalculatorModel
import ScreenDriver
import TimingStatistics
import ViewKit

/// Types a long input into each architecture's input field one key at a time, at two lengths,
/// so that the ratio of the two times shows how the cost of a keystroke grows with the text.
///
/// With the longer input four times the shorter, a ratio of 4 means a keystroke costs the same
/// however long the text already is (linear typing); 16 would mean every keystroke reads the
/// whole text again (quadratic typing).
///
/// ```swift
/// let rows = TypingBenchmark.run([.direct], sizes: (1 << 18, 1 << 20))
/// rows[0].ratio  // about 4
/// ```
public enum TypingBenchmark {
  /// One architecture's times.
  public struct Row: Sendable, Equatable {
    /// The architecture's name.
    public var architecture: String

    /// Seconds to type the shorter input.
    public var shortSeconds: Double

    /// Seconds to type the longer input.
    public var longSeconds: Double

    /// Whether the result label showed the right sum after both inputs.
    public var correct: Bool

    /// The longer time over the shorter.
    public var ratio: Double { shortSeconds > 0 ? longSeconds / shortSeconds : 0 }
  }

  /// The token the inputs are split with.
  public static let token = ","

  /// Types ``EngineBenchmark/input(byteCount:)`` of each size into a fresh screen of every
  /// architecture, one `Character` a keystroke, after typing ``token`` into the token field.
  ///
  /// - Parameters:
  ///   - architectures: The architectures to type into.
  ///   - sizes: The two input lengths, in UTF-8 bytes.
  /// - Returns: One row an architecture, in order.
  @MainActor
  public static func run(_ architectures: [Architecture], sizes: (Int, Int)) -> [Row] {
    let short = keys(byteCount: sizes.0)
    let long = keys(byteCount: sizes.1)
    return architectures.map { architecture in
      let (shortSeconds, shortCorrect) = type(short, into: architecture)
      let (longSeconds, longCorrect) = type(long, into: architecture)
      return Row(
        architecture: architecture.name, shortSeconds: shortSeconds, longSeconds: longSeconds,
        correct: shortCorrect && longCorrect)
    }
  }

  /// The keys that type the benchmark input, and the sum it must show.
  private static func keys(byteCount: Int) -> (keys: [String], result: String) {
    let text = EngineBenchmark.input(byteCount: byteCount)
    return (text.map { String($0) }, String(describing: Calculator.sum(of: text, token: token)))
  }

  @MainActor
  private static func type(
    _ input: (keys: [String], result: String), into architecture: Architecture
  ) -> (seconds: Double, correct: Bool) {
    guard let screen = try? ScreenDriver(architecture.makeRootViewController()) else {
      return (0, false)
    }
    screen.tokenField.insertText(token)
    let start = MonotonicClock.now()
    for key in input.keys {
      screen.inputField.insertText(key)
    }
    let elapsed = MonotonicClock.now() &- start
    return (Double(elapsed) / 1e9, screen.resultText == input.result)
  }
}
