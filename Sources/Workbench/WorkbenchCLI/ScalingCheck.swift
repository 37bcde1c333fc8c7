import Foundation
import Fuzzing
import ScenarioLanguage
import ScenarioReplay
import TimingStatistics

/// `workbench bench --scaling`: every path a user takes, on an input and on one four times
/// larger, failing when the larger costs more than ``timeRatioLimit`` times as long or, for a
/// paste, when the output grows with the pasted value.
///
/// The inputs are a text typed key by key (`typedN`: `"12,"` typed up to *N* KB after
/// `type token ","`, under a description that is one word of *N* KB) and a text pasted in one
/// edit (`pasteN`: the same text set at once, then three keys). Each runs through `run` in every
/// format, `trace` in every format, `list`, the fuzzer's replay of a case, and `mutants`, on
/// every architecture (and every mutant).
///
/// ```swift
/// let rows = ScalingCheck.measure(sizes: .small, context: context)
/// print(ScalingCheck.table(rows))
/// ```
enum ScalingCheck {
  /// The most a path may take on the larger input, as a multiple of its time on the smaller.
  static let timeRatioLimit = 6.0

  /// Below this many seconds on the larger input a path is too quick for its ratio to mean
  /// anything on a shared machine, and passes the time check.
  static let noiseFloor = 0.05

  /// The input sizes, in KB, of one check.
  struct Sizes {
    /// The smaller typed text.
    var typed: Int
    /// The smaller pasted text.
    var pasted: Int

    /// typed64 → typed256 and paste1024 → paste4096: the figures in the README.
    static let standard = Sizes(typed: 64, pasted: 1024)

    /// typed4 → typed16 and paste64 → paste256: for the opt-in test in a debug build.
    static let small = Sizes(typed: 4, pasted: 64)
  }

  /// One path on one kind of input, at both sizes.
  struct Row {
    /// The path: `run --format html`, `trace --format text`, `list`, `fuzz replay`, `mutants`.
    var path: String
    /// `typedN` or `pasteN`, the smaller input.
    var input: String
    /// Seconds on the smaller input.
    var smallSeconds: Double
    /// Seconds on the input four times larger.
    var largeSeconds: Double
    /// Bytes printed for the smaller input.
    var smallBytes: Int
    /// Bytes printed for the larger input.
    var largeBytes: Int
    /// Whether the output must not grow with the input (a pasted value).
    var outputIsCapped: Bool

    /// The larger input's time over the smaller's.
    var timeRatio: Double { smallSeconds > 0 ? largeSeconds / smallSeconds : 0 }

    /// Whether the output stayed within its cap: the same size for a paste four times larger,
    /// give or take 1% or 256 bytes (longer counts and lengths).
    var outputHolds: Bool {
      !outputIsCapped || largeBytes <= smallBytes + max(256, smallBytes / 100)
    }

    /// Whether the path scales: 4× the input costs at most ``timeRatioLimit``× the time, and
    /// the output holds its cap.
    var passed: Bool { timeHolds && outputHolds }

    /// Whether 4× the input cost at most ``timeRatioLimit``× the time (or too little to tell).
    var timeHolds: Bool {
      timeRatio <= ScalingCheck.timeRatioLimit || largeSeconds < ScalingCheck.noiseFloor
    }
  }

  /// The text of `typedN` (`pasted` false) or `pasteN`, *N* = `kilobytes`.
  ///
  /// - Parameters:
  ///   - kilobytes: The size of the typed or pasted text, in KB.
  ///   - pasted: Whether the text is set in one edit.
  /// - Returns: The scenario file's text.
  static func scenarioText(kilobytes: Int, pasted: Bool) -> String {
    let pieces = kilobytes * 1024 / 3
    if pasted {
      return """
        # A paste of \(kilobytes) KB, then three keys.
        type token ","
        set input "12," * \(pieces)
        expect result "\(12 * pieces)"
        type input "345"
        expect result "\(12 * pieces + 345)"

        """
    }
    return """
      # \(String(repeating: "d", count: kilobytes * 1024))
      type token ","
      type input "12," * \(pieces)
      expect result "\(12 * pieces)"

      """
  }

  /// Measures every path on both inputs at `sizes` and their fourfold.
  ///
  /// - Parameters:
  ///   - sizes: The smaller inputs.
  ///   - context: The command's context (architectures, mutants, environment).
  /// - Returns: One row a path and kind of input.
  /// - Throws: When the scenario files cannot be written, or a ``PathFailure`` when a path
  ///   ends in an error rather than a result (its time would be of other work).
  @MainActor
  static func measure(sizes: Sizes, context: WorkbenchCommand.Context) throws -> [Row] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-scaling-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var rows: [Row] = []
    for (kilobytes, pasted) in [(sizes.typed, false), (sizes.pasted, true)] {
      let name = (pasted ? "paste" : "typed")
      let files = try [kilobytes, kilobytes * 4].map { size in
        let file = folder.appendingPathComponent("\(name)\(size).scenario")
        try Data(scenarioText(kilobytes: size, pasted: pasted).utf8).write(to: file)
        return file.path
      }
      for (path, body) in paths(context: context) {
        let small = try timed { () throws(PathFailure) in try body(files[0]) }
        let large = try timed { () throws(PathFailure) in try body(files[1]) }
        rows.append(
          Row(
            path: path, input: "\(name)\(kilobytes)", smallSeconds: small.seconds,
            largeSeconds: large.seconds, smallBytes: small.bytes, largeBytes: large.bytes,
            outputIsCapped: pasted && path != "list"))
      }
    }
    return rows
  }

  /// Each path a user takes, as a name and a function of a scenario file that returns the
  /// number of bytes it printed.
  @MainActor
  private static func paths(
    context: WorkbenchCommand.Context
  ) -> [(String, (String) throws(PathFailure) -> Int)] {
    func command(_ arguments: [String]) -> (String) throws(PathFailure) -> Int {
      { file throws(PathFailure) in
        let output = WorkbenchCommand.run(
          arguments.map { $0 == "FILE" ? file : $0 }, context: context)
        // 0 and 1 are results (passed, failed); any other code is an error, whose time says
        // nothing of the path's.
        guard output.exitCode == .success || output.exitCode == .failure else {
          throw PathFailure(
            description: "'\(arguments.joined(separator: " "))' ended with exit code "
              + "\(output.exitCode.rawValue): \(output.standardError.prefix(200))")
        }
        return output.standardOutput.utf8.count + output.standardError.utf8.count
      }
    }
    var paths: [(String, (String) throws(PathFailure) -> Int)] = []
    for format in ["text", "markdown", "json", "junit", "html"] {
      paths.append(
        ("run --format \(format)", command(["run", "FILE", "--no-timing", "--format", format])))
    }
    for format in ["text", "mermaid", "html"] {
      paths.append(("trace --format \(format)", command(["trace", "FILE", "--format", format])))
    }
    paths.append(("list", command(["list", "FILE"])))
    paths.append(
      (
        "fuzz replay",
        { file throws(PathFailure) in
          let scenario: Scenario
          do {
            scenario = try ScenarioParser.parse(contentsOf: file)
          } catch {
            throw PathFailure(description: "the fuzzer's replay cannot read its file: \(error)")
          }
          let fuzzer = Fuzzer(architectures: context.architectures, seed: 1)
          return fuzzer.check(scenario.steps.map(\.directive)).runs.count
        }
      ))
    paths.append(("mutants", command(["mutants", "FILE"])))
    return paths
  }

  /// A path that ended in an error rather than a result.
  struct PathFailure: Error, CustomStringConvertible {
    /// Which path, and the error it ended with.
    var description: String
  }

  /// Runs `body` once and returns the seconds it took and what it returned.
  private static func timed(
    _ body: () throws(PathFailure) -> Int
  ) throws(PathFailure) -> (seconds: Double, bytes: Int) {
    let start = MonotonicClock.now()
    let bytes = try body()
    return (Double(MonotonicClock.now() - start) / 1e9, bytes)
  }

  /// The rows as a table: path, input, both times, their ratio, both output sizes, verdict.
  ///
  /// - Parameter rows: The measured rows.
  /// - Returns: The table's lines.
  static func table(_ rows: [Row]) -> String {
    var lines = [
      "path                    input      small s  4× s     ratio  small out  4× out     verdict",
      "----------------------  ---------  -------  -------  -----  ---------  ---------  -------",
    ]
    for row in rows {
      let verdict =
        row.passed
        ? "ok"
        : row.outputHolds ? "SLOW" : row.timeHolds ? "GROWS" : "SLOW+GROWS"
      lines.append(
        pad(row.path, 22) + "  " + pad(row.input, 9) + "  "
          + pad(String(format: "%.3f", row.smallSeconds), 7) + "  "
          + pad(String(format: "%.3f", row.largeSeconds), 7) + "  "
          + pad(String(format: "%.1f", row.timeRatio), 5) + "  " + pad("\(row.smallBytes)", 9)
          + "  " + pad(row.outputIsCapped ? "\(row.largeBytes)" : "(\(row.largeBytes))", 9) + "  "
          + verdict)
    }
    let failed = rows.filter { !$0.passed }.count
    lines.append(
      failed == 0
        ? "Every path scales: 4× the input costs at most \(Int(timeRatioLimit))× the time, and a "
          + "paste's output does not grow."
        : "\(failed) of \(rows.count) paths do not scale.")
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
