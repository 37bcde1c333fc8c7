import Diagnostics
import Foundation

/// The costs of change as one JSON document, described by
/// `Sources/Workbench/RunReports/Schemas/workbench-changes.schema.json`.
enum ChangeCostJSON {
  /// The document's format version; a reader rejects one it does not know.
  ///
  /// Version 2 counts instrumentation apart, roles as types a developer writes, and charges
  /// shared code.
  static let version = 2

  private struct Document: Encodable {
    var format = "workbench-changes"
    var version = ChangeCostJSON.version
    var changes: [Change]
    var totals: [Total]
    var sharedCode: SharedTotal
    var ranking: [Measure]
  }

  private struct Change: Encodable {
    var name: String
    var architectures: [Entry]
    var shared: [Shared]
    var sharedCode: [SharedCode]
  }

  private struct Entry: Encodable {
    var architecture: String
    var base: String
    var implementation: String
    /// `measured`, or `missing` when there is no implementation (and no `cost`).
    var status: String
    var cost: Cost?
    /// The files of the change's shared code it uses.
    var sharedCodeUsed: [String]?
    /// Its churn plus that of the shared code it uses.
    var allIn: Int?
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
    var sharedCodeChurn: Int
    var allIn: Int
  }

  private struct SharedTotal: Encodable {
    var pieces: Int
    var churn: Int
    var testChurn: Int
  }

  private struct Measure: Encodable {
    var name: String
    var meaning: String
    var ranks: [Rank]
  }

  private struct Rank: Encodable {
    var architecture: String
    var rank: Int
    var value: Double
  }

  private struct Cost: Encodable {
    var filesTouched, filesAdded, fileCount, rolesTouched, roleCount: Int
    var typesAdded, protocolsAdded, codeLinesAdded, codeLinesRemoved, churn: Int
    var instrumentationLinesAdded, instrumentationLinesRemoved: Int
    var testLinesAdded, testLinesRemoved: Int
    var saamRatio: Double

    init(_ cost: ChangeCost) {
      (filesTouched, filesAdded, fileCount) = (cost.filesTouched, cost.filesAdded, cost.fileCount)
      (rolesTouched, roleCount) = (cost.rolesTouched, cost.roleCount)
      (typesAdded, protocolsAdded) = (cost.typesAdded, cost.protocolsAdded)
      (codeLinesAdded, codeLinesRemoved) = (cost.codeLinesAdded, cost.codeLinesRemoved)
      churn = cost.churn
      instrumentationLinesAdded = cost.instrumentationLinesAdded
      instrumentationLinesRemoved = cost.instrumentationLinesRemoved
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
            status: entry.cost == nil ? "missing" : "measured", cost: entry.cost.map(Cost.init),
            sharedCodeUsed: entry.cost == nil
              ? nil : entry.sharedCodeUsed.map { change.sharedCode[$0].file },
            allIn: change.allIn(entry))
        },
        shared: change.shared.map {
          Shared(
            target: $0.target, base: $0.base, implementation: $0.implementation,
            cost: Cost($0.cost))
        }, sharedCode: change.sharedCode)
    }
    let totals = table.totals.map {
      Total(
        architecture: $0.architecture, implemented: $0.implemented, cost: Cost($0.cost),
        sharedCodeChurn: $0.sharedChurn, allIn: $0.allIn)
    }
    let ranking = ChangeCostRanking(table)
    let measures = ranking.measures.map { measure in
      Measure(
        name: measure.name, meaning: measure.meaning,
        ranks: ranking.architectures.indices.map {
          Rank(
            architecture: ranking.architectures[$0], rank: ranking.rank($0, by: measure),
            value: (measure.values[$0] * 10_000).rounded() / 10_000)
        })
    }
    let shared = table.sharedCodeTotal
    let document = Document(
      changes: changes, totals: totals,
      sharedCode: SharedTotal(
        pieces: shared.pieces, churn: shared.churn,
        testChurn: shared.testsAdded + shared.testsRemoved),
      ranking: measures)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data()
    return Quoting.json(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
