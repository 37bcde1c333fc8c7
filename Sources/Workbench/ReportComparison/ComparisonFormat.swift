import Diagnostics
import Foundation
import ReportLayout
import RunReports
import ScenarioReplay

/// The formats `workbench compare` writes a comparison in.
public enum ComparisonFormat: String, CaseIterable, Sendable {
  /// Tables for the terminal.
  case text
  /// The same for a pull request.
  case markdown
  /// One JSON document, the `Codable` form of ``RunComparison``.
  case json
  /// JUnit XML: one test case per scenario and architecture; a regression is a failure.
  case junit

  /// Renders `comparison` in this format.
  ///
  /// - Parameters:
  ///   - comparison: The comparison.
  ///   - width: The most columns a line of text may take (default: 100).
  /// - Returns: The rendered comparison, ending with a newline.
  public func render(_ comparison: RunComparison, width: Int = TextLayout.defaultWidth) -> String {
    switch self {
    case .text: ComparisonText(comparison: comparison, markdown: false, width: width).rendered
    case .markdown: ComparisonText(comparison: comparison, markdown: true, width: width).rendered
    case .json: JSONDocument.render(comparison)
    case .junit: Self.junit(comparison)
    }
  }

  /// What one JUnit test case holds: a scenario and architecture's timing cell, if timed, and
  /// its counted changes.
  private typealias JUnitCase = (
    timing: RunComparison.TimingChange?, counts: [RunComparison.CountChange]
  )

  /// The comparison as JUnit XML: one test case per scenario and architecture, failing on a
  /// regression.
  private static func junit(_ comparison: RunComparison) -> String {
    let (order, cases) = junitCases(comparison)
    let failures = order.filter { name in
      let entry = cases[name]
      return entry?.timing?.verdict == .regressed
        || (entry?.counts.contains { $0.verdict == .regressed } ?? false)
    }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"workbench compare\" tests=\"\(order.count)\""
    xml += " failures=\"\(failures)\">\n"
    xml += "  <testsuite name=\"compare\" tests=\"\(order.count)\" failures=\"\(failures)\">\n"
    xml += "    <properties>\n"
    let properties = [
      ("threshold", ComparisonText.decimal(comparison.threshold)),
      ("oldCommit", comparison.oldEnvironment.commit ?? ""),
      ("newCommit", comparison.newEnvironment.commit ?? ""),
    ]
    for (name, value) in properties {
      xml += "      <property name=\"\(name)\" value=\"\(Quoting.markup(value))\"/>\n"
    }
    xml += "    </properties>\n"
    for name in order {
      guard let entry = cases[name] else { continue }
      xml += junitTestCase(name, entry, threshold: comparison.threshold)
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  /// The comparison's cells grouped by scenario and architecture, keyed by both names joined
  /// with a NUL, and the keys in the order they first come.
  private static func junitCases(
    _ comparison: RunComparison
  ) -> (order: [String], cases: [String: JUnitCase]) {
    var cases: [String: JUnitCase] = [:]
    var order: [String] = []
    func key(_ scenario: String, _ architecture: String) -> String {
      scenario + "\u{0}" + architecture
    }
    for cell in comparison.timings {
      let name = key(cell.scenario, cell.architecture)
      if cases[name] == nil { order.append(name) }
      cases[name, default: (nil, [])].timing = cell
    }
    for change in comparison.counts {
      let name = key(change.scenario, change.architecture)
      if cases[name] == nil { order.append(name) }
      cases[name, default: (nil, [])].counts.append(change)
    }
    return (order, cases)
  }

  /// One `<testcase>`: the timing cell's figures as properties, and a failure for each
  /// regression.
  private static func junitTestCase(_ name: String, _ entry: JUnitCase, threshold: Double) -> String
  {
    let parts = name.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
    var xml = "    <testcase classname=\"\(Quoting.markup(parts[0]))\""
    xml += " name=\"\(Quoting.markup(parts.count > 1 ? parts[1] : ""))\">\n"
    if let cell = entry.timing {
      xml += "      <properties>\n"
      for (property, value) in [
        ("measure", cell.measure), ("old", ComparisonText.decimal(cell.old)),
        ("new", ComparisonText.decimal(cell.new)),
        ("change", ComparisonText.decimal(cell.change)),
        ("verdict", cell.verdict.rawValue),
      ] {
        xml += "        <property name=\"\(property)\" value=\"\(Quoting.markup(value))\"/>\n"
      }
      xml += "      </properties>\n"
      if cell.verdict == .regressed {
        let message =
          "\(cell.measure) \(ComparisonText.percent(cell.change)) "
          + "(\(ComparisonText.changeInterval(cell.interval))), beyond the "
          + "\(ComparisonText.percent(threshold, signed: false)) threshold"
        xml += "      <failure type=\"regression\" message=\"\(Quoting.markup(message))\">"
        xml += Quoting.markup(message) + "</failure>\n"
      }
    }
    for change in entry.counts where change.verdict == .regressed {
      let message = "\(change.figure): \(change.old) then \(change.new)"
      xml += "      <failure type=\"regression\" message=\"\(Quoting.markup(message))\">"
      xml += Quoting.markup(message) + "</failure>\n"
    }
    return xml + "    </testcase>\n"
  }
}
