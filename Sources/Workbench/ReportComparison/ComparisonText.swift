import Diagnostics
import Foundation
import ReportLayout
import ScenarioReplay
import TimingStatistics

/// The human-readable comparison, for the terminal or a pull request.
struct ComparisonText {
  let comparison: RunComparison
  let markdown: Bool
  var width = TextLayout.defaultWidth

  var rendered: String {
    var sections = [heading()]
    if !comparison.warnings.isEmpty {
      let lines = comparison.warnings.map {
        (markdown ? "> **Warning:** " + Quoting.markdown($0) : "WARNING: " + $0)
      }
      sections.append(lines.joined(separator: markdown ? "\n>\n" : "\n"))
    }
    if let timing = timing() { sections.append(timing) }
    sections.append(counted())
    if !comparison.unmatched.isEmpty {
      sections.append(
        title("Only in one report") + "\n" + (markdown ? "\n" : "")
          + comparison.unmatched.map { (markdown ? "- " : "  ") + shown($0) }
          .joined(separator: "\n"))
    }
    sections.append(summary())
    // Whatever the saved runs hold, no control character reaches the terminal: names are
    // quoted where they are written, and this last pass catches any value that was not.
    let text = Quoting.terminalLines(sections.joined(separator: "\n\n") + "\n")
    return markdown ? text : TextLayout.fit(text, width: width)
  }

  /// A value from a saved run as this format writes it: ``Quoting/markdown(_:)`` in Markdown,
  /// ``Quoting/terminal(_:)`` in plain text.
  private func shown(_ value: String) -> String {
    markdown ? Quoting.markdown(value) : Quoting.terminal(value)
  }

  private func title(_ text: String) -> String { markdown ? "## \(text)" : "\(text):" }

  private func legend(_ text: String) -> String {
    markdown ? text : TextLayout.wrap(text, width: width).joined(separator: "\n")
  }

  private func table(_ table: TextTable) -> String {
    markdown ? table.markdown : table.plainText(width: width)
  }

  private func heading() -> String {
    func describe(_ environment: EnvironmentInfo) -> String {
      // A modified tree is said: the same commit with other files is not the same code.
      let commit =
        environment.commit.map { commit in
          String(commit.prefix(12))
            + (commit.hasSuffix(EnvironmentInfo.modifiedMark) ? " (modified)" : "")
        } ?? "no commit"
      return
        "\(shown(commit)), \(shown(environment.buildConfiguration)) build, "
        + shown(environment.date)
    }
    return (markdown ? "# " : "")
      + "Workbench comparison: old (\(describe(comparison.oldEnvironment)))"
      + " against new (\(describe(comparison.newEnvironment)))"
  }

  /// One row per architecture: its measure's geometric means, their change, its change
  /// against the others and the verdict.
  private func overallTable(
    _ cells: [RunComparison.TimingChange], architectures: [String]
  )
    -> TextTable
  {
    var overall = TextTable(header: [
      "architecture", "measure", "old", "new", "change", "vs the others [95%]", "verdict",
    ])
    for name in architectures {
      let own = cells.filter { $0.architecture == name }
      let measure = own.first?.measure ?? ""
      let old = Resampling.geometricMean(own.map(\.old))
      let new = Resampling.geometricMean(own.map(\.new))
      let decided = comparison.architectureChanges.first { $0.architecture == name }
      overall.append([
        name, measure, Self.figure(old, measure: measure), Self.figure(new, measure: measure),
        Self.percent(new / Swift.max(old, 1e-12) - 1),
        decided.map {
          Self.percent($0.change) + " [" + Self.percent($0.interval.lower) + ", "
            + Self.percent($0.interval.upper) + "]"
        } ?? "", decided?.verdict.rawValue ?? "",
      ])
    }
    return overall
  }

  private func timing() -> String? {
    let cells = comparison.timings
    guard !cells.isEmpty else { return nil }
    var architectures: [String] = []
    for cell in cells where !architectures.contains(cell.architecture) {
      architectures.append(cell.architecture)
    }
    let overall = overallTable(cells, architectures: architectures)
    let flagged = cells.filter { $0.verdict != .unchanged && $0.verdict != .notJudged }
    let threshold = Self.percent(comparison.threshold, signed: false)
    var text =
      title("Timing") + "\n" + (markdown ? "\n" : "")
      + legend(
        "Per architecture, geometric means over \(cells.count / Swift.max(1, architectures.count))"
          + " scenarios of the median ratio to the baseline (the baseline itself: ns/event), "
          + "from the raw samples; vs the others: the geometric mean over scenarios of the "
          + "change in its ns/event divided by the median change of all architectures in the "
          + "same scenario, with a 95% bootstrap interval over scenarios. An architecture "
          + "regressed (or improved) when that whole interval lies beyond the \(threshold) "
          + "threshold: a slower machine or baseline moves all alike and cancels out. A cell "
          + "(one scenario) is marked regressed only within such an architecture, and only "
          + "when the Mann–Whitney U test is significant at "
          + "\(Self.percent(comparison.significance, signed: false)) after Holm's adjustment "
          + "over all \(cells.count) cells, its 95% interval lies beyond the threshold, and "
          + "every process of the new run differs from every process of the old by more than "
          + "it; too noisy: larger than \(threshold) but not confirmed; not judged: the "
          + "baseline's own ns/event, which moves with the machine.")
      + "\n" + (markdown ? "\n" : "") + table(overall)
    if flagged.isEmpty {
      text += "\n\n" + legend("Every cell within the \(threshold) threshold.")
    } else {
      var rows = TextTable(header: ["scenario", "architecture", "old", "new", "change", "verdict"])
      for cell in flagged {
        rows.append([
          Quoting.terminal(cell.scenario), cell.architecture,
          Self.figure(cell.old, measure: cell.measure),
          Self.figure(cell.new, measure: cell.measure),
          Self.percent(cell.change) + " " + Self.changeInterval(cell.interval),
          cell.verdict.rawValue,
        ])
      }
      text +=
        "\n\n" + legend("Cells beyond the threshold (change and its 95% interval):")
        + "\n" + (markdown ? "\n" : "") + table(rows)
    }
    return text
  }

  private func counted() -> String {
    let changes = comparison.counts
    guard !changes.isEmpty else {
      return title("Counted figures") + "\n" + (markdown ? "\n" : "")
        + legend(
          "Results, passes, allocations, messages, label updates, bytes scanned per event and "
            + "leaks: no change.")
    }
    var rows = TextTable(header: ["scenario", "architecture", "figure", "old", "new", "verdict"])
    for change in changes {
      rows.append([
        Quoting.terminal(change.scenario), change.architecture, change.figure,
        Preview.short(Quoting.terminal(change.old)),
        Preview.short(Quoting.terminal(change.new)), change.verdict.rawValue,
      ])
    }
    return title("Counted figures") + "\n" + (markdown ? "\n" : "")
      + legend("Compared exactly, with no threshold: every change.") + "\n"
      + (markdown ? "\n" : "") + table(rows)
  }

  private func summary() -> String {
    let regressions =
      comparison.timings.filter { $0.verdict == .regressed }.count
      + comparison.counts.filter { $0.verdict == .regressed }.count
    let improvements =
      comparison.timings.filter { $0.verdict == .improved }.count
      + comparison.counts.filter { $0.verdict == .improved }.count
    var line =
      regressions == 0
      ? "NO REGRESSION"
      : "REGRESSED: \(regressions) regression\(regressions == 1 ? "" : "s")"
    line += " (\(improvements) improvement\(improvements == 1 ? "" : "s"))"
    if !comparison.newReportPassed {
      line += "; the new run FAILED its expectations or its architectures disagreed"
    }
    return (markdown ? "**" : "") + line + "." + (markdown ? "**" : "")
  }

  /// A ratio with two decimals, or nanoseconds with one (whole above 100).
  static func figure(_ value: Double, measure: String) -> String {
    if measure == "ratio" { return TextLayout.number(value, format: "%.2f") }
    return TextLayout.number(value, format: value >= 100 ? "%.0f" : "%.1f") + " ns"
  }

  /// `+12.3%`, or `12.3%` unsigned.
  static func percent(_ fraction: Double, signed: Bool = true) -> String {
    TextLayout.number(fraction * 100, format: signed ? "%+.1f" : "%.1f") + "%"
  }

  /// `[+8.0, +16.1]`, in percent.
  static func changeInterval(_ interval: ClosedInterval) -> String {
    "[" + TextLayout.number(interval.lower * 100, format: "%+.1f") + ", "
      + TextLayout.number(interval.upper * 100, format: "%+.1f") + "]"
  }

  /// A plain decimal (no exponent), for XML attributes.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite, abs(value) <= TextLayout.largestFullNumber else {
      return TextLayout.number(value, format: "%.6f")
    }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
