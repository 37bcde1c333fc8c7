import ArchitectureDescriptor
import Foundation
import ReportLayout
import ScenarioLanguage
import ScenarioReplay

/// `workbench bench --rows`, for the architectures whose screens have bodies (those on the
/// declarative kit): how many bodies one swipe to delete evaluates on the History screen at 10,
/// 100 and 1,000 kept calculations, and whether that count is constant or grows with the rows.
///
/// Each architecture keeps *N* calculations as ``RowScaling`` does, shows the History screen,
/// then deletes up to ten rows from the middle one by one; a size's figure is the mean count per
/// delete, deterministic from run to run. The verdict compares 1,000 rows with 10, with
/// ``RowScaling``'s thresholds on the growth exponent. An architecture is listed because its
/// screens report bodies, so a new declarative architecture appears by being in the catalogue.
///
/// ```swift
/// print(BodyScaling.table(BodyScaling.measure(context.architectures)))
/// ```
enum BodyScaling {
  /// The numbers of rows measured.
  static let sizes = [10, 100, 1_000]

  /// One architecture's body evaluations per delete at each size.
  struct Row {
    /// The architecture's name.
    var architecture: String
    /// The mean bodies one delete evaluated at each of ``sizes``; `nil` where the screen could
    /// not be driven.
    var perDelete: [Double?]

    /// The exponent *k* of count ∝ *N*^*k* between the first size and the last; 0 when no
    /// delete evaluates a body at either.
    var exponent: Double? {
      guard let small = perDelete.first ?? nil, let large = perDelete.last ?? nil else {
        return nil
      }
      if small == 0, large == 0 { return 0 }
      guard small > 0, large > 0 else { return large > small ? .infinity : 0 }
      return log(large / small) / log(Double(sizes[sizes.count - 1] / sizes[0]))
    }

    /// `constant`, `linear` or `superlinear`, from ``exponent``.
    var verdict: String {
      guard let exponent else { return "failed" }
      if exponent < RowScaling.constantExponent { return "constant" }
      return exponent <= RowScaling.linearExponent ? "linear" : "superlinear"
    }
  }

  /// Measures every architecture of `architectures` whose screens have bodies.
  ///
  /// - Parameter architectures: The architectures, as this build (the history change's) has
  ///   them.
  /// - Returns: One row per architecture with bodies.
  @MainActor
  static func measure(_ architectures: [Architecture]) -> [Row] {
    architectures.compactMap { architecture in
      let counts = sizes.map { evaluationsPerDelete(on: architecture, rows: $0) }
      // No count at all: the screen has no bodies (or none could be driven): not listed.
      guard counts.contains(where: { $0 != nil }) else { return nil }
      return Row(architecture: architecture.name, perDelete: counts)
    }
  }

  /// The mean bodies one delete from the middle of `rows` kept calculations evaluates; `nil`
  /// when the screen has no bodies or cannot be driven.
  @MainActor
  private static func evaluationsPerDelete(on architecture: Architecture, rows: Int) -> Double? {
    guard let session = try? ScreenSession(architecture) else { return nil }
    defer { _ = session.release() }
    for event in RowScaling.setUp(keeping: rows) {
      guard (try? session.perform(event)) != nil else { return nil }
    }
    guard session.takeBodyEvaluations() != nil else { return nil }
    let deletes = max(1, min(rows / 2, 10))
    var evaluated = 0
    for done in 0..<deletes {
      guard (try? session.perform(.deleteRow((rows - done) / 2 + 1, "historyList"))) != nil,
        let evaluations = session.takeBodyEvaluations()
      else { return nil }
      evaluated += evaluations.count
    }
    return Double(evaluated) / Double(deletes)
  }

  /// The rows as a table: the bodies per delete at each size, the growth exponent and verdict.
  ///
  /// - Parameter rows: The measured rows.
  /// - Returns: The table's text, or a sentence when no architecture shows a History screen
  ///   with bodies.
  static func table(_ rows: [Row]) -> String {
    guard !rows.isEmpty else {
      return
        "Body evaluations per delete: no architecture of this build shows a History screen "
        + "with bodies."
    }
    var table = TextTable(
      header: ["architecture"] + sizes.map { "\($0) rows" } + ["growth k", "verdict"])
    for row in rows {
      table.append(
        [row.architecture]
          + row.perDelete.map { $0.map { String(format: "%.1f", $0) } ?? "-" }
          + [row.exponent.map { String(format: "%.2f", $0) } ?? "-", row.verdict])
    }
    return
      "Bodies evaluated by one swipe to delete on the History screen, the mean over up to 10 "
      + "deletes from the middle of the list, for each architecture with bodies (the "
      + "UIKit-shaped ones have none); growth k: count ∝ rows^k from 10 to 1,000 rows "
      + "(constant below \(RowScaling.constantExponent), linear up to "
      + "\(RowScaling.linearExponent)):\n" + table.plainText
  }
}
