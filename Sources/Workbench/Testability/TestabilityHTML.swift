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
        id: "fates", heading: "Mutants by what caught them first", body: report.fateTable.html),
      HTMLPage.Section(
        id: "survivors", heading: "Survivors",
        body: report.survivorTable.rows.isEmpty
          ? "<p>None.</p>"
          : "<p>Read each to judge whether it is equivalent.</p>\n"
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
      id: "chart-coverage", title: "Lines covered by kit-free tests (%)",
      summary: "The share of each architecture's own lines of code its kit-free tests run.",
      bars: architectures.map { architecture in
        SVGBarChart.Bar(
          label: architecture.name, value: architecture.kitFreeCoverage.fraction * 100,
          interval: nil,
          valueText: architecture.kitFreeCoverage.percentText
            + " of \(architecture.kitFreeCoverage.count) lines")
      })
    return [
      "<figure>\(kills.rendered)<figcaption>Mutants killed without the screen, per "
        + "architecture.</figcaption></figure>",
      "<figure>\(coverage.rendered)<figcaption>Line coverage by kit-free tests, per "
        + "architecture.</figcaption></figure>",
    ].joined(separator: "\n")
  }
}
