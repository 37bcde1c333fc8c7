import Diagnostics
import Foundation
import HTMLRendering
import ReportLayout
import ScenarioReplay
import TimingStatistics

extension HTMLReport {
  /// The architectures other than the baseline, which the timing charts compare with it.
  private var compared: [String] {
    report.architectures.filter { $0 != report.baseline }
  }

  private var timedScenarios: [ScenarioReport] {
    report.scenarios.filter { $0.baselineTiming != nil }
  }

  private func timing(of name: String, in scenario: ScenarioReport) -> TimingReport? {
    scenario.runs.first { $0.architecture == name }?.timing
  }

  /// One bar per architecture: the geometric mean over the timed scenarios of its time per event
  /// over the baseline's, with whiskers at the geometric means of the 95% interval ends.
  func ratios() -> String {
    guard let baseline = report.baseline else {
      // Say why: a debug build skips timing on its own, and only then is there a note.
      let why = report.timingNote.map { "timing " + $0 } ?? "the run had --no-timing."
      return "<p class=\"note\">Not timed: \(Quoting.markup(why))</p>"
    }
    let timed = timedScenarios
    guard !timed.isEmpty else {
      return "<p class=\"note\">Nothing was timed: timing runs only on scenarios that pass.</p>"
    }
    let bars = compared.map { name -> SVGBarChart.Bar in
      let timings = timed.compactMap { timing(of: name, in: $0) }
      let ratio = Resampling.geometricMean(timings.compactMap(\.ratioToBaseline))
      let intervals = timings.compactMap(\.ratioInterval)
      let interval =
        intervals.isEmpty
        ? nil
        : ClosedInterval(
          lower: Resampling.geometricMean(intervals.map(\.lower)),
          upper: Resampling.geometricMean(intervals.map(\.upper)))
      let slower = timings.filter { $0.verdict == .slower }.count
      var text = TextLayout.number(ratio, format: "%.2f") + "×"
      if let interval {
        text +=
          " [" + TextLayout.number(interval.lower, format: "%.2f") + "–"
          + TextLayout.number(interval.upper, format: "%.2f") + "]"
      }
      text += ", slower on \(slower)/\(timings.count)"
      return SVGBarChart.Bar(
        label: name, value: ratio, interval: interval.map { ($0.lower, $0.upper) }, valueText: text)
    }
    let chart = SVGBarChart(
      id: "chart-ratio", title: "Time per event relative to \(baseline) (\(baseline) = 1)",
      summary: "Geometric mean over \(timed.count) timed scenarios of each architecture's median "
        + "time per event divided by \(baseline)'s; whiskers span the geometric means of the "
        + "scenarios' 95% interval ends; longer is slower.",
      bars: bars, reference: (1, "\(baseline) = 1"))
    return
      "<p>Each bar is an architecture's time per event divided by \(Quoting.markup(baseline))'s "
      + "(no architecture: each edit goes straight to the model and the label), as a geometric mean "
      + "over \(timed.count) timed scenarios; the whiskers show the 95% interval; the dashed line "
      + "is the baseline. <em>ns/event</em> is the median time to handle one event; "
      + "<em>ns/screen</em> the median time to build and load a fresh screen. A 120 Hz "
      + "display draws a frame every 8.3 ms: the share of a frame shows how much of that budget "
      + "one keystroke takes.</p>\n"
      + "<figure>\(chart.rendered)<figcaption>\(Quoting.markup(chart.summary))</figcaption>"
      + "</figure>\n" + overallTable(baseline: baseline, timed: timed)
  }

  private func overallTable(baseline: String, timed: [ScenarioReport]) -> String {
    var rows = [
      "<table><thead><tr><th scope=\"col\">architecture</th><th scope=\"col\">ns/event</th>"
        + "<th scope=\"col\">share of a 120 Hz frame</th>"
        + "<th scope=\"col\">ns/screen</th></tr></thead><tbody>"
    ]
    for name in [baseline] + compared {
      let timings = timed.compactMap { scenario in
        name == baseline ? scenario.baselineTiming : timing(of: name, in: scenario)
      }
      let event = Resampling.geometricMean(timings.compactMap(\.nanosecondsPerEvent?.median))
      let screen = Statistics(timings.map(\.nanosecondsPerScreen.median)).median
      rows.append(
        "<tr><th scope=\"row\">\(Quoting.markup(name))</th>"
          + "<td class=\"number\">\(TextReport.count(event))</td>"
          + "<td class=\"number\">\(FrameBudget.share(of: event))</td>"
          + "<td class=\"number\">\(TextReport.count(screen))</td></tr>")
    }
    return rows.joined(separator: "\n") + "</tbody></table>"
  }

  /// A table of every scenario's ratio per architecture, shaded by how much slower or faster.
  func heatTable() -> String {
    guard let baseline = report.baseline, !timedScenarios.isEmpty else {
      return "<p class=\"note\">No timing to show.</p>"
    }
    var rows = [
      "<p>Each cell is the median ratio of the architecture's time per event to "
        + "\(Quoting.markup(baseline))'s on that scenario. Darker orange is slower, blue faster; "
        + "≈ marks a ratio whose 95% interval contains 1, ~ a noisy one (spread over 10%).</p>",
      "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th scope=\"col\">scenario</th>"
        + "<th scope=\"col\">\(Quoting.markup(baseline)) ns/event</th>"
        + compared.map { "<th scope=\"col\">\(Quoting.markup($0))</th>" }.joined()
        + "</tr></thead><tbody>",
    ]
    for scenario in timedScenarios {
      var row =
        "<tr><th scope=\"row\">\(Quoting.markup(scenario.name))</th><td class=\"number\">"
        + Quoting.markup(scenario.baselineTiming.map(TextReport.nanoseconds) ?? "") + "</td>"
      for name in compared {
        guard let timing = timing(of: name, in: scenario), let ratio = timing.ratioToBaseline
        else {
          row += "<td></td>"
          continue
        }
        row +=
          "<td class=\"number\" style=\"background:\(Self.shade(ratio, timing.verdict))\">"
          + Quoting.markup(TextReport.ratioCell(timing)) + "</td>"
      }
      rows.append(row + "</tr>")
    }
    rows.append("</tbody></table></div>")
    return rows.joined(separator: "\n")
  }

  /// A light background for a ratio: white when indistinguishable, orange when slower, blue when
  /// faster, deeper the further from 1 (up to 4× either way).
  static func shade(_ ratio: Double, _ verdict: TimingReport.Verdict) -> String {
    guard verdict != .indistinguishable, ratio > 0 else { return "#ffffff" }
    let strength = min(1, abs(log2(ratio)) / 2)
    let lightness = 97 - 37 * strength
    let hue = ratio > 1 ? 28 : 210
    return "hsl(\(hue), 85%, \(Int(lightness))%)"
  }

  /// One bar chart per figure, one bar per architecture.
  func figures() -> String {
    var charts: [String] = []
    var shared: [String] = []
    for (index, figure) in RunFigure.shown(in: report).enumerated() {
      if let text = figure.sharedText(in: report) {
        shared.append(
          Quoting.markup(figure.sameForAll(text, report.scenarios.flatMap(\.runs))))
        continue
      }
      let bars = report.architectures.compactMap { name -> SVGBarChart.Bar? in
        figure.summarised(for: name, in: report).map {
          SVGBarChart.Bar(label: name, value: $0, interval: nil, valueText: figure.formatted($0))
        }
      }
      guard !bars.isEmpty else { continue }
      var chart = SVGBarChart(
        id: "chart-figure-\(index)", title: figure.chartTitle,
        summary: "\(figure.chartTitle): \(figure.explanation).", bars: bars, reference: nil)
      chart.labelWidth = 130
      chart.plotWidth = 250
      chart.valueWidth = 60
      charts.append(
        "<figure>\(chart.rendered)<figcaption>\(Quoting.markup(figure.title)): "
          + "\(Quoting.markup(figure.explanation)).</figcaption></figure>")
    }
    let sentences =
      shared.isEmpty ? "" : "<p>The same for all: " + shared.joined(separator: "; ") + ".</p>"
    guard !charts.isEmpty else {
      return sentences.isEmpty ? "<p class=\"note\">No messages were counted.</p>" : sentences
    }
    return sentences + "<div class=\"charts\">" + charts.joined(separator: "\n") + "</div>"
  }
}
