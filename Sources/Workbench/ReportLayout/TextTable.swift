import Diagnostics

/// Lays out rows of cells in aligned columns, for the terminal or as a GitHub Markdown table.
public struct TextTable: Sendable {
  /// The column titles.
  public var header: [String]
  /// The rows, each with one cell per column.
  public var rows: [[String]] = []

  /// Creates a table with `header` and no rows.
  ///
  /// - Parameter header: The column titles.
  public init(header: [String]) {
    self.header = header
  }

  /// Appends a row; missing cells are empty, extra cells are dropped.
  ///
  /// - Parameter cells: The row's cells.
  public mutating func append(_ cells: [String]) {
    var row = Array(cells.prefix(header.count))
    row += Array(repeating: "", count: header.count - row.count)
    rows.append(row)
  }

  /// The table as plain text: columns separated by two spaces, the header underlined.
  public var plainText: String {
    let widths = columnWidths()
    var lines = [line(header, widths: widths)]
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    lines += rows.map { line($0, widths: widths) }
    return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
  }

  /// The widest cell of each column, header included, in terminal columns.
  package func columnWidths() -> [Int] {
    header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(TextLayout.width(of:)).max() ?? 0
    }
  }

  /// One row with each cell padded to its column's width.
  package func line(_ cells: [String], widths: [Int]) -> String {
    zip(cells, widths).map { cell, width in TextLayout.padded(cell, to: width) }
      .joined(separator: "  ")
  }

  /// The table as a GitHub Markdown table, with `|` in cells escaped, and `&`, `<` and `>` as
  /// character references, so that a name from a file never renders as HTML (a renderer that
  /// lets raw HTML through would run `<img onerror=…>`) and never ends a cell.
  public var markdown: String {
    let escape = { (cell: String) in
      Quoting.replacing(in: cell, ["|": "\\|", "&": "&amp;", "<": "&lt;", ">": "&gt;"])
    }
    var lines = ["| " + header.map(escape).joined(separator: " | ") + " |"]
    lines.append("|" + header.map { _ in " --- |" }.joined())
    lines += rows.map { "| " + $0.map(escape).joined(separator: " | ") + " |" }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// Returns the string without the spaces at its end.
  package func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }

}
