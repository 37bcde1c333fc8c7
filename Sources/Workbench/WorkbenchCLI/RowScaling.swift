import ArchitectureDescriptor
import Foundation
import ReportLayout
import ScenarioLanguage
import ScenarioReplay
import TimingStatistics

/// `workbench bench --rows`: what one swipe to delete costs on the History screen of the history
/// change, at 10, 100, 1,000 and 10,000 kept calculations, on every architecture, and how that
/// cost grows with the rows.
///
/// Each architecture keeps *N* calculations, shows the History screen, then deletes rows from
/// the middle of the list one by one, each delete timed alone, with the leak check of a run on;
/// a row's cost is the median. The verdict compares 10,000 rows with 100: the cost's growth
/// exponent *k* (cost ∝ *N*^*k*) is below ``constantExponent`` for a constant cost and up to
/// ``linearExponent`` for a linear one.
///
/// ```swift
/// let rows = RowScaling.measure(context.architectures)
/// print(RowScaling.table(rows))
/// ```
enum RowScaling {
  /// The numbers of rows measured.
  static let sizes = [10, 100, 1_000, 10_000]

  /// Below this growth exponent the cost of a delete is constant.
  static let constantExponent = 0.25

  /// Up to this growth exponent the cost of a delete is linear; above it, worse.
  static let linearExponent = 1.25

  /// One architecture's cost of a delete at each size.
  struct Row {
    /// The architecture's name.
    var architecture: String
    /// The median nanoseconds of one delete at each of ``sizes``; `nil` where the screen could
    /// not be driven.
    var nanoseconds: [Double?]

    /// The exponent *k* of cost ∝ *N*^*k* between 100 and 10,000 rows.
    var exponent: Double? {
      guard let small = nanoseconds[1], let large = nanoseconds[3], small > 0, large > 0 else {
        return nil
      }
      return log(large / small) / log(100)
    }

    /// `constant`, `linear` or `superlinear`, from ``exponent``.
    var verdict: String {
      guard let exponent else { return "failed" }
      if exponent < RowScaling.constantExponent { return "constant" }
      return exponent <= RowScaling.linearExponent ? "linear" : "superlinear"
    }
  }

  /// The events of one measurement: keep `count` calculations (`1`, `1,1`, …) and show them.
  static func setUp(keeping count: Int) -> [ReplayPlan.Event] {
    var events: [ReplayPlan.Event] = [.insert(.token, ","), .insert(.input, "1")]
    events.reserveCapacity(count + 3)
    for _ in 0..<count { events.append(.tap("keepButton")) }
    events.append(.tap("historyButton"))
    return events
  }

  /// Measures every architecture of `architectures` at every size.
  ///
  /// - Parameter architectures: The architectures, as this build (the history change's) has
  ///   them.
  /// - Returns: One row an architecture.
  @MainActor
  static func measure(_ architectures: [Architecture]) -> [Row] {
    architectures.map { architecture in
      Row(
        architecture: architecture.name,
        nanoseconds: sizes.map { deleteCost(on: architecture, rows: $0) })
    }
  }

  /// The median nanoseconds of one delete from the middle of `rows` kept calculations.
  @MainActor
  private static func deleteCost(on architecture: Architecture, rows: Int) -> Double? {
    guard let session = try? ScreenSession(architecture, tracksLifetimes: true) else {
      return nil
    }
    for event in setUp(keeping: rows) {
      guard (try? session.perform(event)) != nil else { return nil }
    }
    let deletes = max(1, min(rows / 2, 50))
    var times: [Double] = []
    for done in 0..<deletes {
      let start = MonotonicClock.now()
      guard (try? session.perform(.deleteRow((rows - done) / 2 + 1, "historyList"))) != nil
      else { return nil }
      times.append(Double(MonotonicClock.now() - start))
    }
    _ = session.release()
    return times.sorted()[times.count / 2]
  }

  /// The rows as a table: the cost of a delete at each size, the growth exponent and verdict.
  ///
  /// - Parameter rows: The measured rows.
  /// - Returns: The table's text.
  static func table(_ rows: [Row]) -> String {
    var table = TextTable(
      header: ["architecture"] + sizes.map { "\($0) rows" } + ["growth k", "verdict"])
    for row in rows {
      table.append(
        [row.architecture]
          + row.nanoseconds.map { $0.map { String(format: "%.1f µs", $0 / 1_000) } ?? "-" }
          + [row.exponent.map { String(format: "%.2f", $0) } ?? "-", row.verdict])
    }
    return
      "One swipe to delete on the History screen, the median over up to 50 deletes from the "
      + "middle of the list, with the leak check of a run; growth k: cost ∝ rows^k from 100 to "
      + "10,000 rows (constant below \(constantExponent), linear up to \(linearExponent)):\n"
      + table.plainText
  }
}
