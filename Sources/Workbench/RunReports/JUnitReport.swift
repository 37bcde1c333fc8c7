import Diagnostics
import Foundation
import ScenarioReplay
import TimingStatistics

/// The JUnit XML form of a report: one `testsuite` per scenario, one `testcase` per scenario
/// and architecture, so that CI systems show the comparison natively.
enum JUnitReport {
  static func render(_ report: WorkbenchReport) -> String {
    let runs = report.scenarios.flatMap(\.runs)
    let failures = report.scenarios.reduce(0) { count, scenario in
      count + scenario.runs.filter { !$0.passed }.count
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"workbench\" tests=\"\(runs.count)\" failures=\"\(failures)\">\n"
    for scenario in report.scenarios {
      let failed = scenario.runs.filter { !$0.passed }.count
      xml +=
        "  <testsuite name=\"\(Quoting.markup(scenario.name))\" tests=\"\(scenario.runs.count)\""
      xml += " failures=\"\(failed)\">\n"
      xml += properties(report.environment)
      for run in scenario.runs {
        xml += "    <testcase classname=\"\(Quoting.markup(scenario.name))\""
        xml +=
          " name=\"\(Quoting.markup(run.architecture))\" file=\"\(Quoting.markup(scenario.path))\""
        if let seconds = run.timing?.nanosecondsPerEvent.map({ $0.median * 1e-9 }) {
          xml += " time=\"\(plainDecimal(seconds * Double(run.events)))\""
        }
        let figures = runProperties(run)
        if run.failures.isEmpty && figures.isEmpty {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        if !figures.isEmpty {
          xml += "      <properties>\n"
          for (name, value) in figures {
            xml += "        <property name=\"\(name)\" value=\"\(Quoting.markup(value))\"/>\n"
          }
          xml += "      </properties>\n"
        }
        for failure in run.failures {
          let location = "\(scenario.path):\(failure.line)"
          xml += "      <failure type=\"\(failure.kind.rawValue)\""
          xml += " message=\"\(Quoting.markup(failure.message))\">"
          xml += Quoting.markup("\(location): \(failure.message)") + "</failure>\n"
        }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// A run's figures as test-case properties: its timing ratio with its interval and verdict,
  /// its nanoseconds per event, and its allocations.
  static func runProperties(_ run: ArchitectureRun) -> [(String, String)] {
    var pairs: [(String, String)] = []
    if let timing = run.timing {
      if let ratio = timing.ratioToBaseline {
        pairs.append(("ratioToBaseline", plainDecimal(ratio)))
      }
      if let interval = timing.ratioInterval {
        pairs.append(("ratioLower", plainDecimal(interval.lower)))
        pairs.append(("ratioUpper", plainDecimal(interval.upper)))
      }
      pairs.append(("verdict", timing.verdict.rawValue))
      if let event = timing.nanosecondsPerEvent {
        pairs.append(("nanosecondsPerEvent", plainDecimal(event.median)))
      }
    }
    if let allocations = run.allocations { pairs.append(("allocations", "\(allocations)")) }
    if let perEvent = run.allocationsPerEvent {
      pairs.append(("allocationsPerEvent", plainDecimal(perEvent)))
    }
    return pairs
  }

  /// `value` as a plain decimal, never in exponent notation: `0.000123`, `2.5`, `17`.
  static func plainDecimal(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.9f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// The environment, as the `properties` JUnit readers show with a suite.
  static func properties(_ environment: EnvironmentInfo) -> String {
    let pairs = [
      ("cpu", environment.cpu), ("cpuCount", "\(environment.cpuCount)"),
      ("operatingSystem", environment.operatingSystem), ("swiftVersion", environment.swiftVersion),
      ("buildConfiguration", environment.buildConfiguration), ("date", environment.date),
      ("commit", environment.commit ?? ""), ("toolVersion", environment.toolVersion),
    ]
    var xml = "    <properties>\n"
    for (name, value) in pairs {
      xml += "      <property name=\"\(name)\" value=\"\(Quoting.markup(value))\"/>\n"
    }
    return xml + "    </properties>\n"
  }
}
