import Diagnostics
import Foundation
import OutputFiles
import ReportLayout
import ScenarioReplay
import TimingStatistics

/// One line of progress on standard error, rewritten in place: the scenario's number out of how
/// many, its name, the architecture, and the time since the run began.
///
/// Made only when standard error is a terminal, so redirected output never contains it.
@MainActor
package final class ProgressLine {
  private let colour: Bool
  private let width: Int
  private let start = MonotonicClock.now()
  private let write: (String) -> Void
  private var shown = false

  /// Creates a progress line.
  ///
  /// - Parameters:
  ///   - colour: Whether to dim the elapsed time and bold the counter.
  ///   - width: The most columns the line may take.
  ///   - write: Where the text goes (default: standard error, where a failed write is
  ///     ignored rather than a trap: the progress line is a courtesy).
  init(
    colour: Bool, width: Int = TextLayout.defaultWidth,
    write: @escaping (String) -> Void = { _ = StandardStreams.write($0, to: 2) }
  ) {
    self.colour = colour
    self.width = width
    self.write = write
  }

  /// The text of one update, without escape sequences.
  nonisolated static func text(_ progress: SuiteProgress, elapsedNanoseconds: UInt64) -> String {
    let seconds = Double(elapsedNanoseconds) / 1e9
    var text =
      "scenario \(progress.scenario) of \(progress.scenarioCount) · \(progress.phase.rawValue) "
      + Quoting.terminal(progress.scenarioName)
    if let architecture = progress.architecture { text += " · \(architecture)" }
    return text + String(format: " · %.1f s", seconds)
  }

  /// Shows `progress` in place of the previous update.
  package func show(_ progress: SuiteProgress) {
    var text = Self.text(progress, elapsedNanoseconds: MonotonicClock.now() &- start)
    if TextLayout.width(of: text) > width - 1 { text = String(text.prefix(width - 2)) + "…" }
    if colour, let dot = text.firstIndex(of: "·") {
      text = "\u{1B}[1m" + text[..<dot] + "\u{1B}[0m" + text[dot...]
    }
    write("\r\u{1B}[2K" + text)
    shown = true
  }

  /// Shows `message` (control characters escaped) and the elapsed time in place of the previous
  /// update, for commands whose progress is not a scenario's.
  package func show(message: String) {
    let seconds = Double(MonotonicClock.now() &- start) / 1e9
    var text = Quoting.terminal(message) + String(format: " · %.1f s", seconds)
    if TextLayout.width(of: text) > width - 1 { text = String(text.prefix(width - 2)) + "…" }
    write("\r\u{1B}[2K" + text)
    shown = true
  }

  /// Clears the line, so that the report starts on a clean one.
  package func finish() {
    if shown { write("\r\u{1B}[2K") }
    shown = false
  }
}
