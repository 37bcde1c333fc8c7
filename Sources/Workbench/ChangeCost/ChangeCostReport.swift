import ReportLayout

/// Lays out the costs of change as tables: one row per change and architecture (and per shared
/// layer a change touched), then the totals per architecture.
enum ChangeCostReport {
  static let explanation =
    "Measured from the difference between each architecture's folder and its implementation of "
    + "the change, counted with the package's Swift lexer (comments and blank lines apart). "
    + "files: the base's files edited or removed / its files; new: files added; roles: its "
    + "top-level types and protocols whose code changed / all of them; SAAM: that ratio; "
    + "+types, +protos: types and protocols added; +code, -code: code lines added and removed "
    + "(a line diff; an edited line counts once each); +tests: test code lines added. A row "
    + "\"* <layer>\" is a shared layer the change touched once for all, on its own."

  static let header = [
    "change", "architecture", "files", "new", "roles", "SAAM", "+types", "+protos", "+code",
    "-code", "+tests",
  ]

  static func text(_ table: ChangeCostTable, width: Int = TextLayout.defaultWidth) -> String {
    var lines = ["Cost of change", ""]
    lines += TextLayout.wrap(explanation, width: width)
    lines += ["", rows(table).plainText(width: width)]
    lines += ["", "Totals per architecture, over the changes it implements:"]
    lines += ["", totals(table).plainText(width: width)]
    return TextLayout.fit(lines.joined(separator: "\n"), width: width) + "\n"
  }

  static func markdown(_ table: ChangeCostTable) -> String {
    [
      "# Cost of change", "", explanation, "", rows(table).markdown, "",
      "Totals per architecture, over the changes it implements:", "", totals(table).markdown,
    ].joined(separator: "\n") + "\n"
  }

  /// One row per change and architecture, then one per shared layer of the change.
  static func rows(_ table: ChangeCostTable) -> TextTable {
    var rows = TextTable(header: header)
    for change in table.changes {
      for entry in change.architectures {
        guard let cost = entry.cost else {
          rows.append([change.name, entry.architecture, "missing"])
          continue
        }
        rows.append([change.name, entry.architecture] + cells(cost))
      }
      for shared in change.shared {
        rows.append([change.name, "* " + shared.target] + cells(shared.cost))
      }
    }
    return rows
  }

  /// Per architecture, its implemented changes added up, then the shared layers' line.
  static func totals(_ table: ChangeCostTable) -> TextTable {
    var totals = TextTable(header: ["architecture", "changes"] + header.dropFirst(2))
    for (name, costs) in perArchitecture(table) {
      let total = ChangeCost.total(costs)
      totals.append(
        [name, "\(costs.count)/\(table.changes.count)"] + (costs.isEmpty ? [] : cells(total)))
    }
    let shared = table.changes.flatMap { $0.shared.map(\.cost) }
    if !shared.isEmpty {
      totals.append(["shared layers", "\(shared.count)"] + cells(ChangeCost.total(shared)))
    }
    return totals
  }

  /// Each architecture's measured costs, in the table's order of architectures.
  static func perArchitecture(_ table: ChangeCostTable) -> [(String, [ChangeCost])] {
    let names = table.changes.first?.architectures.map(\.architecture) ?? []
    return names.map { name in
      (
        name,
        table.changes.compactMap { change in
          change.architectures.first { $0.architecture == name }?.cost
        }
      )
    }
  }

  static func cells(_ cost: ChangeCost) -> [String] {
    [
      "\(cost.filesTouched)/\(cost.fileCount)", "\(cost.filesAdded)",
      "\(cost.rolesTouched)/\(cost.roleCount)", ratio(cost), "\(cost.typesAdded)",
      "\(cost.protocolsAdded)", "\(cost.codeLinesAdded)", "\(cost.codeLinesRemoved)",
      "\(cost.testLinesAdded)",
    ]
  }

  /// The SAAM ratio with two decimals.
  static func ratio(_ cost: ChangeCost) -> String {
    let hundredths =
      cost.roleCount == 0 ? 0 : (cost.rolesTouched * 100 + cost.roleCount / 2) / cost.roleCount
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
