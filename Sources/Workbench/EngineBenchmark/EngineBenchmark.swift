import CalculatorModel
import TimingStatistics
import TutorialReference

/// Measures the calculator's engine against the tutorial's Foundation implementation on the same
/// inputs, in the same run.
///
/// The two are timed in alternating batches, each long enough that reading the clock costs
/// nothing measurable, and each reported time is the median of several batches, so a burst of
/// load on the machine moves both or neither.
///
/// ```swift
/// for row in EngineBenchmark.run(quick: true) {
///   print(row.size, row.speedUp)
/// }
/// ```
public enum EngineBenchmark {
  /// The token every benchmark input is split with.
  public static let token = ","

  /// One input size's measurements.
  public struct Row: Sendable, Equatable {
    /// The input's length in UTF-8 bytes.
    public var size: Int

    /// The engine's median time per call, in nanoseconds.
    public var engineNanosecondsPerCall: Double

    /// The tutorial's median time per call, in nanoseconds.
    public var tutorialNanosecondsPerCall: Double

    /// The engine's throughput, in megabytes (10⁶ bytes) per second.
    public var engineMegabytesPerSecond: Double {
      Self.megabytesPerSecond(size: size, nanoseconds: engineNanosecondsPerCall)
    }

    /// The tutorial's throughput, in megabytes (10⁶ bytes) per second.
    public var tutorialMegabytesPerSecond: Double {
      Self.megabytesPerSecond(size: size, nanoseconds: tutorialNanosecondsPerCall)
    }

    /// How many times faster the engine is than the tutorial.
    public var speedUp: Double {
      engineNanosecondsPerCall > 0 ? tutorialNanosecondsPerCall / engineNanosecondsPerCall : 0
    }

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - size: The input's length in UTF-8 bytes.
    ///   - engineNanosecondsPerCall: The engine's time per call.
    ///   - tutorialNanosecondsPerCall: The tutorial's time per call.
    public init(size: Int, engineNanosecondsPerCall: Double, tutorialNanosecondsPerCall: Double) {
      self.size = size
      self.engineNanosecondsPerCall = engineNanosecondsPerCall
      self.tutorialNanosecondsPerCall = tutorialNanosecondsPerCall
    }

    private static func megabytesPerSecond(size: Int, nanoseconds: Double) -> Double {
      nanoseconds > 0 ? Double(size) * 1_000 / nanoseconds : 0
    }
  }

  /// Returns the benchmark input of exactly `byteCount` UTF-8 bytes: mixed numbers and junk
  /// separated by commas, the same for the same `byteCount` on every run.
  ///
  /// The pieces are short and long numbers (some signed, some with leading zeros, some too
  /// large for `Int`), words, near-numbers such as `1.5`, `0x1F` and ` 7`, empty pieces and
  /// non-ASCII text, drawn from a fixed-seed generator.
  ///
  /// - Parameter byteCount: The input's length in UTF-8 bytes.
  /// - Returns: The input.
  /// - Complexity: O(`byteCount`).
  public static func input(byteCount: Int) -> String {
    var generator = InputGenerator(seed: 0x5EED_CA1C)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(byteCount &+ 64)
    while bytes.count < byteCount {
      generator.appendPiece(to: &bytes)
      bytes.append(UInt8(ascii: ","))
    }
    // Cut at a scalar boundary, then pad with a digit so the length is exact.
    while bytes.count > byteCount || (bytes.last.map { $0 & 0xC0 == 0x80 || $0 >= 0xC0 } ?? false) {
      bytes.removeLast()
    }
    while bytes.count < byteCount {
      bytes.append(UInt8(ascii: "7"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Measures the engine and the tutorial on ``input(byteCount:)`` for each size.
  ///
  /// - Parameters:
  ///   - sizes: The input sizes, in UTF-8 bytes.
  ///   - quick: Whether to take fewer and shorter samples (under two seconds in all for the
  ///     default sizes) instead of the full run (under fifteen in a release build).
  /// - Returns: One row a size, in the order of `sizes`.
  public static func run(sizes: [Int] = [16, 1024, 65536, 1 << 20], quick: Bool) -> [Row] {
    // The tutorial needs a few hundred milliseconds for a megabyte, so the budget is for the
    // batches; a call slower than a batch is timed alone.
    let samples = quick ? 3 : 9
    let secondsPerSize = (quick ? 0.6 : 9) / Double(max(sizes.count, 1))
    let nanosecondsPerBatch = secondsPerSize * 1e9 / Double(2 * samples)
    return sizes.map { size in
      let input = input(byteCount: size)
      var engine = IncrementalSum(token: token)
      let tutorial = TutorialCalculator()
      tutorial.token = token
      var sink: Int128 = 0
      let engineCalls = batchLength(nanosecondsPerBatch) {
        sink &+= engine.sum(of: input)
      }
      let tutorialCalls = batchLength(nanosecondsPerBatch) {
        sink &+= tutorial.calculate(with: input)
      }
      var engineTimes: [Double] = []
      var tutorialTimes: [Double] = []
      for _ in 0..<samples {
        engineTimes.append(
          time(calls: engineCalls) { sink &+= engine.sum(of: input) })
        tutorialTimes.append(
          time(calls: tutorialCalls) { sink &+= tutorial.calculate(with: input) })
      }
      blackHole(sink)
      return Row(
        size: size, engineNanosecondsPerCall: Resampling.median(engineTimes),
        tutorialNanosecondsPerCall: Resampling.median(tutorialTimes))
    }
  }

  /// Runs the engine's plain (uncached) path `iterations` times over the input of `byteCount`
  /// bytes, for counting instructions under a profiler: the difference between two iteration
  /// counts is the cost of the scans alone.
  ///
  /// - Parameters:
  ///   - byteCount: The input's length in UTF-8 bytes.
  ///   - iterations: How many times to sum the input.
  ///   - distribution: Which input to sum (default: the benchmark's own).
  /// - Returns: The wrapping sum of all the results, so the work cannot be skipped.
  public static func probe(
    byteCount: Int, iterations: Int, distribution: ProbeDistribution = .benchmark
  ) -> Int128 {
    let input = distribution.input(byteCount: byteCount)
    var engine = IncrementalSum(token: distribution.token)
    var total: Int128 = 0
    for _ in 0..<max(iterations, 0) {
      total &+= engine.sum(of: input)
    }
    return total
  }

  /// Returns how many calls of `body` take about `nanoseconds`, at least 1.
  private static func batchLength(_ nanoseconds: Double, _ body: () -> Void) -> Int {
    var calls = 1
    while true {
      let elapsed = Double(timeBatch(calls: calls, body))
      if elapsed >= nanoseconds / 8 || calls >= 1 << 30 {
        let perCall = max(elapsed / Double(calls), 0.1)
        return max(1, Int(nanoseconds / perCall))
      }
      calls &*= 4
    }
  }

  /// Returns the time per call of `calls` calls of `body`, in nanoseconds.
  private static func time(calls: Int, _ body: () -> Void) -> Double {
    Double(timeBatch(calls: calls, body)) / Double(calls)
  }

  /// Returns the time `calls` calls of `body` take, in nanoseconds.
  @inline(never)
  private static func timeBatch(calls: Int, _ body: () -> Void) -> UInt64 {
    let start = MonotonicClock.now()
    for _ in 0..<calls {
      body()
    }
    return MonotonicClock.now() &- start
  }

  /// Keeps `value` alive so the optimiser cannot drop the work that computed it.
  @inline(never)
  private static func blackHole(_ value: Int128) {
    if value == 0x7FFF_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF_FFF1 {
      print(value)
    }
  }
}

/// The benchmark input's fixed-seed generator of pieces.
private struct InputGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// SplitMix64.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }

  private mutating func below(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: next() % UInt64(bound))
  }

  private mutating func appendDigits(_ count: Int, to bytes: inout [UInt8]) {
    for _ in 0..<count {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: below(10)))
    }
  }

  /// Appends one piece (without its separator).
  mutating func appendPiece(to bytes: inout [UInt8]) {
    let kind = below(100)
    switch kind {
    case 0..<35:  // A number of up to nine digits.
      appendDigits(1 &+ below(9), to: &bytes)
    case 35..<50:  // A signed number.
      bytes.append(below(3) == 0 ? UInt8(ascii: "+") : UInt8(ascii: "-"))
      appendDigits(1 &+ below(9), to: &bytes)
    case 50..<58:  // A long number, sometimes too large for `Int`.
      appendDigits(10 &+ below(11), to: &bytes)
    case 58..<61:  // Leading zeros.
      bytes.append(contentsOf: Array("000".utf8))
      appendDigits(1 &+ below(6), to: &bytes)
    case 61..<74:  // A word.
      for _ in 0..<(2 &+ below(11)) {
        bytes.append(UInt8(ascii: "a") &+ UInt8(truncatingIfNeeded: below(26)))
      }
    case 74..<86:  // Almost a number.
      let near = ["1.5", "0x1F", " 7", "8 ", "1_000", "--2", "+", "-", "12ab", "3e4"]
      bytes.append(contentsOf: Array(near[below(near.count)].utf8))
    case 86..<89:  // Nothing: two separators in a row.
      break
    default:  // Non-ASCII text, some of it digits of other scripts.
      let text = ["é", "😀", "١٢", "１", "naïve", "e\u{301}", "日本"]
      bytes.append(contentsOf: Array(text[below(text.count)].utf8))
    }
  }
}
