import Diagnostics
import Foundation

/// The violations a team has accepted, as ArchUnit's freeze keeps them: `--freeze FILE`
/// records today's violations in FILE the first time, and afterwards only violations not in it
/// fail.
///
/// A violation is recorded by architecture, rule, file and what was found, not by line: an edit
/// above a known violation moves it without making it new.
///
/// ```swift
/// let frozen = ConformanceFreeze(recording: report)
/// let next = frozen.apply(to: laterReport)  // only new violations left to fail
/// ```
public struct ConformanceFreeze: Sendable, Equatable {
  /// The first line of a freeze file.
  static let header = "# workbench conformance --freeze: one accepted violation a line"

  /// The accepted violations' keys.
  public var keys: Set<String>

  /// A freeze of every violation, static and traced, of `report`.
  ///
  /// - Parameter report: Today's report.
  public init(recording report: ConformanceReport) {
    var keys: Set<String> = []
    for result in report.architectures {
      for violation in result.violations + (result.reflexion?.divergences ?? []) {
        keys.insert(Self.key(result.name, violation))
      }
    }
    self.keys = keys
  }

  /// Reads a freeze file's text.
  ///
  /// - Parameter text: The file's text, as ``text`` wrote it.
  public init(text: String) {
    keys = Set(
      text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
  }

  /// The file's text: the header, then each key on a line, sorted.
  public var text: String {
    ([Self.header] + keys.sorted()).joined(separator: "\n") + "\n"
  }

  /// The key of `violation` of `architecture`: its rule, file (with no line) and detail.
  static func key(_ architecture: String, _ violation: ConformanceViolation) -> String {
    let file = violation.location.split(separator: ":").first.map(String.init) ?? ""
    return [architecture, violation.rule, file, violation.detail]
      .map {
        $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
      }
      .joined(separator: "\t")
  }

  /// `report` with each accepted violation moved to its architecture's
  /// ``ArchitectureConformance/frozen``, so that only new ones fail.
  ///
  /// - Parameter report: A report.
  /// - Returns: The report with the accepted violations set apart.
  public func apply(to report: ConformanceReport) -> ConformanceReport {
    var report = report
    for index in report.architectures.indices {
      let name = report.architectures[index].name
      var frozen: [ConformanceViolation] = []
      report.architectures[index].violations.removeAll { violation in
        let accepted = keys.contains(Self.key(name, violation))
        if accepted { frozen.append(violation) }
        return accepted
      }
      report.architectures[index].reflexion?.divergences.removeAll { violation in
        let accepted = keys.contains(Self.key(name, violation))
        if accepted { frozen.append(violation) }
        return accepted
      }
      if !frozen.isEmpty { report.architectures[index].frozen = frozen }
    }
    return report
  }
}
