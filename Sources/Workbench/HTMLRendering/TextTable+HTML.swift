import Diagnostics
import ReportLayout

extension TextTable {
  /// The table as HTML, in a horizontally scrolling `div`: the header as column headings, each
  /// row's first cell as its row heading, cells that start with a digit marked as numbers.
  package var html: String {
    var parts = [
      "<div class=\"scroll\"><table><thead><tr>"
        + header.map { "<th scope=\"col\">\(Quoting.markup($0))</th>" }.joined()
        + "</tr></thead><tbody>"
    ]
    for row in rows {
      let cells = row.dropFirst().map { cell in
        let isCount = cell.first?.isNumber ?? false
        return "<td\(isCount ? " class=\"number\"" : "")>\(Quoting.markup(cell))</td>"
      }
      parts.append(
        "<tr><th scope=\"row\">\(Quoting.markup(row.first ?? ""))</th>" + cells.joined()
          + "</tr>")
    }
    parts.append("</tbody></table></div>")
    return parts.joined(separator: "\n")
  }
}
