import ReportLayout

/// Lays out the costs of change as tables: one row per change and architecture, the totals per
/// architecture, the shared code each change adds or needs, the all-in churn, and the ranking.
enum ChangeCostReport {
  static let explanation =
    "Measured from the difference between each architecture's folder and its implementation of "
    + "the change, counted with the package's Swift lexer (comments and blank lines apart). "
    + "files: the base's files edited or removed / its files; new: files added; roles: the "
    + "roles whose code changed / all of them, a role being a type a developer writes (not a "
    + "protocol declared in the same file as its only conformer, which is part of that "
    + "conformer's role, nor the harness's screen factory CalculatorScreen); SAAM: that ratio; "
    + "+code, -code: code lines added and removed (a line diff; an edited line counts once "
    + "each), instrumentation apart; churn: their sum; instr: instrumentation lines added, the "
    + "lines that exist only for the workbench (@Received, import Tracing), never code; +test, "
    + "-test: test code lines added and removed."

  static let header = [
    "change", "architecture", "files", "new", "roles", "SAAM", "+code", "-code", "churn",
    "instr", "+test", "-test",
  ]

  /// The report's parts: a heading, what it says, and its table.
  static func parts(_ table: ChangeCostTable) -> [(heading: String, text: String, table: TextTable)]
  {
    [
      ("", explanation, rows(table)),
      ("Totals per architecture, over the changes it implements", "", totals(table)),
      (
        "Shared code each change adds or needs", ChangeCostShared.explanation,
        ChangeCostShared.table(table)
      ),
      (
        "All-in churn per change and architecture", ChangeCostShared.allInExplanation,
        ChangeCostShared.allIn(table)
      ),
      (
        "Which architecture bears change best", ChangeCostRankingReport.explanation,
        ChangeCostRankingReport.table(ChangeCostRanking(table))
      ),
    ]
  }

  static func text(_ table: ChangeCostTable, width: Int = TextLayout.defaultWidth) -> String {
    var lines = ["Cost of change"]
    for part in parts(table) {
      if !part.heading.isEmpty { lines += ["", part.heading + ":"] }
      if !part.text.isEmpty { lines += [""] + TextLayout.wrap(part.text, width: width) }
      lines += ["", part.table.plainText(width: width)]
    }
    lines +=
      [""]
      + ChangeCostRanking(table).findings.flatMap {
        TextLayout.wrap($0, width: width, indent: "  ")
      } + [""] + TextLayout.wrap(ChangeCostRanking(table).limits, width: width)
    return TextLayout.fit(lines.joined(separator: "\n"), width: width) + "\n"
  }

  static func markdown(_ table: ChangeCostTable) -> String {
    var lines = ["# Cost of change"]
    for part in parts(table) {
      if !part.heading.isEmpty { lines += ["", "## " + part.heading] }
      if !part.text.isEmpty { lines += ["", part.text] }
      lines += ["", part.table.markdown]
    }
    lines += [""] + ChangeCostRanking(table).findings.map { "- " + $0 }
    lines += ["", ChangeCostRanking(table).limits]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One row per change and architecture.
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
    }
    return rows
  }

  /// Per architecture, its implemented changes added up.
  static func totals(_ table: ChangeCostTable) -> TextTable {
    var totals = TextTable(header: ["architecture", "changes"] + header.dropFirst(2))
    for total in table.totals {
      totals.append(
        [total.architecture, "\(total.implemented)/\(table.changes.count)"]
          + (total.implemented == 0 ? [] : cells(total.cost)))
    }
    return totals
  }

  static func cells(_ cost: ChangeCost) -> [String] {
    [
      "\(cost.filesTouched)/\(cost.fileCount)", "\(cost.filesAdded)",
      "\(cost.rolesTouched)/\(cost.roleCount)", ratio(cost), "\(cost.codeLinesAdded)",
      "\(cost.codeLinesRemoved)", "\(cost.churn)", "\(cost.instrumentationLinesAdded)",
      "\(cost.testLinesAdded)", "\(cost.testLinesRemoved)",
    ]
  }

  /// The SAAM ratio with two decimals.
  static func ratio(_ cost: ChangeCost) -> String {
    let hundredths =
      cost.roleCount == 0 ? 0 : (cost.rolesTouched * 100 + cost.roleCount / 2) / cost.roleCount
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
