import ReportLayout

/// The tables of shared code: each change's pieces with who uses them, and the all-in churn
/// per change and architecture.
enum ChangeCostShared {
  static let explanation =
    "Each file of a shared layer the change's patches add, edit or remove (from: patch), and "
    + "each file of the base's shared layers written for it, named in its "
    + "Scenarios/Changes/<name>/BASE-CODE (from: base, counted whole). used by: the "
    + "implementations whose code names what the piece declares (new in it, for an edit), "
    + "directly or through another piece of the change; a piece one architecture alone uses "
    + "is that architecture's."

  static let allInExplanation =
    "Each cell: the implementation's churn plus the churn of the shared code it uses. shared, "
    + "all-in: over every change, each piece once (the kit's Button, needed by clear-button "
    + "and undo, counts once, as does a file two changes' patches leave alike, undo's and "
    + "history's Signal+CompactMap), so the cells can add up to more."

  /// One row per piece of shared code, change by change.
  static func table(_ table: ChangeCostTable) -> TextTable {
    var rows = TextTable(
      header: ["change", "piece", "from", "churn", "+test", "-test", "used by"])
    let count = table.architectureNames.count
    for change in table.changes {
      let implemented = change.architectures.count { $0.cost != nil }
      for piece in change.sharedCode {
        let name = piece.file.split(separator: "/").last.map(String.init) ?? piece.file
        rows.append([
          change.name, name, piece.origin.rawValue, "\(piece.churn)", "\(piece.testLinesAdded)",
          "\(piece.testLinesRemoved)", usedBy(piece, implemented: implemented, of: count),
        ])
      }
    }
    let total = table.sharedCodeTotal
    rows.append([
      "all", "\(total.pieces) pieces", "", "\(total.churn)", "\(total.testsAdded)",
      "\(total.testsRemoved)", "each once",
    ])
    return rows
  }

  /// Who uses a piece: `all 9`, `none`, one or two names, or `5 of 9`.
  static func usedBy(_ piece: SharedCode, implemented: Int, of count: Int) -> String {
    if piece.names.isEmpty { return "tests" }
    if piece.usedBy.isEmpty { return "none" }
    if piece.usedBy.count == implemented { return "all \(implemented)" }
    if piece.usedBy.count <= 2 { return piece.usedBy.joined(separator: ", ") }
    return "\(piece.usedBy.count) of \(count)"
  }

  /// Architectures down, changes across: each cell the all-in churn.
  static func allIn(_ table: ChangeCostTable) -> TextTable {
    var rows = TextTable(
      header: ["architecture"] + table.changes.map(\.name) + ["shared", "all-in"])
    for total in table.totals {
      let cells = table.changes.map { change in
        change.architectures.first { $0.architecture == total.architecture }
          .flatMap(change.allIn).map(String.init) ?? "missing"
      }
      rows.append([total.architecture] + cells + ["\(total.sharedChurn)", "\(total.allIn)"])
    }
    return rows
  }
}
