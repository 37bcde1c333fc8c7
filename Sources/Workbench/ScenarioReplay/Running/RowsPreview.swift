import Diagnostics

/// How a failure message shows a table's rows: as a row list, cut as every value in a message
/// is, so that a list of thousands of rows, or a row of a pasted megabyte, costs a message a
/// few lines.
enum RowsPreview {
  /// The most rows a message shows of one list.
  static let rowLimit = 6

  /// `rows` as a row list: at most ``rowLimit`` rows, each quoted and cut as `Quoting.literal`
  /// cuts a value; `… N more` for the rest.
  static func list(_ rows: [String]) -> String {
    let shown = rows.prefix(rowLimit).map { Quoting.literal($0) }
    let more = rows.count > rowLimit ? ["… \(rows.count - rowLimit) more"] : []
    return "[" + (shown + more).joined(separator: ", ") + "]"
  }

  /// The expected and the shown rows of a failed expectation: `["a"], got ["b"]`, then, when
  /// either list is cut, how many rows each has and the first row that differs.
  static func compared(_ expected: [String], with shown: [String]) -> String {
    let text = list(expected) + ", got " + list(shown)
    let isCut = [expected, shown].contains { rows in
      rows.count > rowLimit
        || rows.contains { Quoting.literal($0) != Quoting.literal($0, limit: .max) }
    }
    guard isCut else { return text }
    let first =
      zip(expected, shown).enumerated().first { pair in
        !pair.element.0.unicodeScalars.elementsEqual(pair.element.1.unicodeScalars)
      }?.offset ?? min(expected.count, shown.count)
    let count = expected.count == 1 ? "1 row" : "\(expected.count) rows"
    return text
      + " (\(count) expected, \(shown.count) shown; they first differ at row \(first + 1))"
  }
}
