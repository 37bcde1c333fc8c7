import Diagnostics
import Foundation

/// The costs of change as one JSON document, described by
/// `Sources/Workbench/RunReports/Schemas/workbench-changes.schema.json`.
enum ChangeCostJSON {
  /// The document's format version; a reader rejects one it does not know.
  static let version = 1

  private struct Document: Encodable {
    var format = "workbench-changes"
    var version = ChangeCostJSON.version
    var changes: [Change]
    var totals: [Total]
  }

  private struct Change: Encodable {
    var name: String
    var architectures: [Entry]
    var shared: [Shared]
  }

  private struct Entry: Encodable {
    var architecture: String
    var base: String
    var implementation: String
    /// `measured`, or `missing` when there is no implementation (and no `cost`).
    var status: String
    var cost: Cost?
  }

  private struct Shared: Encodable {
    var target: String
    var base: String
    var implementation: String
    var cost: Cost
  }

  private struct Total: Encodable {
    var architecture: String
    var implemented: Int
    var cost: Cost
  }

  private struct Cost: Encodable {
    var filesTouched, filesAdded, fileCount, rolesTouched, roleCount: Int
    var typesAdded, protocolsAdded, codeLinesAdded, codeLinesRemoved: Int
    var testLinesAdded, testLinesRemoved: Int
    var saamRatio: Double

    init(_ cost: ChangeCost) {
      (filesTouched, filesAdded, fileCount) = (cost.filesTouched, cost.filesAdded, cost.fileCount)
      (rolesTouched, roleCount) = (cost.rolesTouched, cost.roleCount)
      (typesAdded, protocolsAdded) = (cost.typesAdded, cost.protocolsAdded)
      (codeLinesAdded, codeLinesRemoved) = (cost.codeLinesAdded, cost.codeLinesRemoved)
      (testLinesAdded, testLinesRemoved) = (cost.testLinesAdded, cost.testLinesRemoved)
      saamRatio = (cost.saamRatio * 10_000).rounded() / 10_000
    }
  }

  static func document(_ table: ChangeCostTable) -> String {
    let changes = table.changes.map { change in
      Change(
        name: change.name,
        architectures: change.architectures.map { entry in
          Entry(
            architecture: entry.architecture, base: entry.base,
            implementation: entry.implementation,
            status: entry.cost == nil ? "missing" : "measured", cost: entry.cost.map(Cost.init))
        },
        shared: change.shared.map {
          Shared(
            target: $0.target, base: $0.base, implementation: $0.implementation,
            cost: Cost($0.cost))
        })
    }
    let totals = ChangeCostReport.perArchitecture(table).map { name, costs in
      Total(architecture: name, implemented: costs.count, cost: Cost(ChangeCost.total(costs)))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(Document(changes: changes, totals: totals))) ?? Data()
    return Quoting.json(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
