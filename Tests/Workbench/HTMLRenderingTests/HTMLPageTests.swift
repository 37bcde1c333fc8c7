import Foundation
import HTMLRendering
import ReportLayout
import Testing

/// A page of sections, a table as HTML, and a bar chart as SVG, all with their text escaped.
struct HTMLPageTests {
  @Test func aPageListsItsSectionsAndEscapesItsText() {
    let page = HTMLPage(
      title: "A <b> report", subtitle: "x & y",
      sections: [HTMLPage.Section(id: "one", heading: "First", body: "<p>body</p>")])
    let html = page.rendered
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.contains("<title>A &lt;b&gt; report</title>"))
    #expect(html.contains("x &amp; y"))
    #expect(html.contains("<li><a href=\"#one\">First</a></li>"))
    #expect(html.contains("<section id=\"one\" aria-labelledby=\"one-heading\">\n"))
    #expect(html.contains("<p>body</p>"))
  }

  @Test func aTablesFirstCellHeadsItsRowAndCountsAreMarkedAsNumbers() {
    var table = TextTable(header: ["Architecture", "Lines"])
    table.rows = [["MVC <1>", "42"]]
    let html = table.html
    #expect(html.contains("<th scope=\"col\">Lines</th>"))
    #expect(html.contains("<th scope=\"row\">MVC &lt;1&gt;</th>"))
    #expect(html.contains("<td class=\"number\">42</td>"))
  }

  @Test func aBarChartDrawsABarPerValueOnARoundAxis() {
    let chart = SVGBarChart(
      id: "ratios", title: "Ratio", summary: "Ratios to Direct.",
      bars: [
        SVGBarChart.Bar(label: "MVC", value: 1.5, interval: (1.2, 1.8), valueText: "1.5×"),
        SVGBarChart.Bar(label: "MVP", value: 3.7, interval: nil, valueText: "3.7×"),
      ], reference: (1, "Direct"))
    let svg = chart.rendered
    #expect(svg.components(separatedBy: "<rect ").count - 1 == 2)
    #expect(svg.components(separatedBy: "<path ").count - 1 == 1)
    #expect(svg.contains("stroke-dasharray"))
    #expect(chart.description == "Ratios to Direct. MVC: 1.5×; MVP: 3.7×.")
    #expect(SVGBarChart.axis(upTo: 3.7).upper == 4)
    #expect(SVGBarChart.axis(upTo: 3.7).ticks == [0, 1, 2, 3, 4])
  }
}
