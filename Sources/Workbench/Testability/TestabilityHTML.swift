import Diagnostics
import HTMLRendering
import ReportLayout

/// The testability report as one self-contained HTML page: the table, a chart of the share of
/// mutants each architecture's kit-free tests kill beside its kit-free coverage, the mutants by
/// what caught them, and the survivors.
enum TestabilityHTML {
  /// The whole page.
  static func page(_ report: TestabilityReport) -> String {
    var page = HTMLPage(
      title: "Architecture Workbench: testability", subtitle: report.summary)
    page.sections = [
      HTMLPage.Section(
        id: "table", heading: "Per architecture",
        body: report.table.html + "\n<p>\(Quoting.markup(TestabilityReport.legend))</p>"),
      HTMLPage.Section(id: "chart", heading: "Caught without the screen", body: charts(report)),
      HTMLPage.Section(
        id: "coverage", heading: "Coverage and the reach's checks",
        body: report.coverageTable.html),
      HTMLPage.Section(id: "states", heading: "Mutants by state", body: report.stateTable.html),
      HTMLPage.Section(
        id: "fates", heading: "Killed mutants by what caught them first",
        body: report.fateTable.html),
      HTMLPage.Section(
        id: "survivors", heading: "Mutants no run killed",
        body: report.survivorTable.rows.isEmpty
          ? "<p>None.</p>"
          : "<p>Equivalent when no expectation and no counted measure differs.</p>\n"
            + report.survivorTable.html),
    ]
    return page.rendered
  }

  private static func charts(_ report: TestabilityReport) -> String {
    let architectures = report.measurement.architectures
    let kills = SVGBarChart(
      id: "chart-kills", title: "Mutants killed by kit-free tests (%)",
      summary: "The share of each architecture's mutants that a test importing no kit and "
        + "driving no screen kills; longer catches more without the screen.",
      bars: architectures.map { architecture in
        SVGBarChart.Bar(
          label: architecture.name, value: architecture.killedWithoutScreen * 100, interval: nil,
          valueText: TestabilityReport.percent(architecture.killedWithoutScreen)
            + " of \(architecture.mutants.count)")
      })
    let coverage = SVGBarChart(
      id: "chart-coverage", title: "Lines reached without the screen (%)",
      summary: "The share of each architecture's executable lines its kit-free tests run.",
      bars: architectures.map { architecture in
        SVGBarChart.Bar(
          label: architecture.name, value: architecture.reachability.measured.fraction * 100,
          interval: nil,
          valueText: architecture.reachability.measured.percentText
            + " of \(architecture.reachability.measured.count) lines")
      })
    return [
      "<figure>\(coverage.rendered)<figcaption>Reach: lines run without constructing a kit "
        + "object, per architecture.</figcaption></figure>",
      "<figure>\(kills.rendered)<figcaption>Mutants killed without the screen, per "
        + "architecture.</figcaption></figure>",
    ].joined(separator: "\n")
  }
}
