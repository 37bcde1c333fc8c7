import Diagnostics

/// Lays out rows of cells in aligned columns, for the terminal or as a GitHub Markdown table.
public struct TextTable: Sendable {
  /// The column titles.
  public var header: [String]
  /// The rows, each with one cell per column.
  public var rows: [[String]] = []

  /// Creates a table with `header` (each title written with ``Quoting/terminal(_:)``, as the
  /// cells are) and no rows.
  ///
  /// - Parameter header: The column titles.
  public init(header: [String]) {
    self.header = header.map { Quoting.terminal($0) }
  }

  /// Appends a row; missing cells are empty, extra cells are dropped, and every cell is written
  /// with ``Quoting/terminal(_:)``, so that no value, whatever its source, puts a control
  /// character in a table or throws its columns out of line.
  ///
  /// - Parameter cells: The row's cells.
  public mutating func append(_ cells: [String]) {
    var row = cells.prefix(header.count).map { Quoting.terminal($0) }
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

  /// The table as a GitHub Markdown table, every cell written with ``Quoting/markdown(_:)``, so
  /// that a name from a file never renders as HTML (a renderer that lets raw HTML through would
  /// run `<img onerror=…>`), a link or an image, and never ends a cell.
  public var markdown: String {
    let escape = { (cell: String) in Quoting.markdown(cell) }
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
