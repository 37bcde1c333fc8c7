extension TextTable {
  /// The narrowest a wrapped last column may get before the table is split instead.
  package static let narrowestWrappedColumn = 24

  /// The table as plain text no wider than `width` columns, when it can be.
  ///
  /// A table that fits is laid out as ``plainText``. Otherwise the last column is word-wrapped
  /// onto continuation lines when the other columns leave it room; failing that, the columns
  /// after the first are split into groups, each printed as its own table beside the first
  /// column, one under the other.
  ///
  /// - Parameter width: The most columns a line may take.
  /// - Returns: The table, its lines separated by newlines.
  public func plainText(width: Int) -> String {
    let widths = columnWidths()
    let natural = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
    guard natural > width, widths.count > 1 else { return plainText }
    let fixed = widths.dropLast().reduce(0, +) + 2 * (widths.count - 1)
    if width - fixed >= Self.narrowestWrappedColumn {
      return wrappingLastColumn(room: width - fixed, widths: widths)
    }
    return splitIntoGroups(width: width, widths: widths)
  }

  private func wrappingLastColumn(room: Int, widths: [Int]) -> String {
    let indent = String(
      repeating: " ", count: widths.dropLast().reduce(0, +) + 2 * (widths.count - 1))
    var columnWidths = widths
    columnWidths[widths.count - 1] = min(widths[widths.count - 1], room)
    var lines = [line(header, widths: columnWidths)]
    lines.append(columnWidths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    for row in rows {
      let wrapped = TextLayout.wrap(row[row.count - 1], width: room)
      lines.append(line(Array(row.dropLast()) + [wrapped.first ?? ""], widths: columnWidths))
      lines += wrapped.dropFirst().map { indent + $0 }
    }
    return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
  }

  private func splitIntoGroups(width: Int, widths: [Int]) -> String {
    var groups: [[Int]] = []
    var current: [Int] = []
    var used = widths[0]
    for column in 1..<widths.count {
      if !current.isEmpty && used + 2 + widths[column] > width {
        groups.append(current)
        current = []
        used = widths[0]
      }
      current.append(column)
      used += 2 + widths[column]
    }
    if !current.isEmpty { groups.append(current) }
    return groups.map { group in
      var part = TextTable(header: [header[0]] + group.map { header[$0] })
      for row in rows { part.append([row[0]] + group.map { row[$0] }) }
      // A part with fewer columns is fitted in turn (its last column wrapped if need be).
      return groups.count > 1 ? part.plainText(width: width) : part.plainText
    }.joined(separator: "\n\n")
  }
}
