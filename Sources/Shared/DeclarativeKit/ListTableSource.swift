import ViewKit

/// What a ``List``'s table asks for its rows: one cell per row node, kept by the row's identity,
/// a selection tapping the row's first button, a swipe to delete running its elements' deletion.
///
/// A row's text is its labels' texts joined by a space or, for a row with no label (a row that
/// is a button, as in SwiftUI), its first button's title.
@MainActor
final class ListTableSource: TableViewDataSource, TableViewDelegate {
  private weak var renderer: Renderer?
  private var rows: [Node] = []
  private var cells: [TableViewCell] = []
  private var cellsByIdentity: [String: TableViewCell] = [:]

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Shows `rows` in `table`, filling each row's cell with `fill`, and reloads the table when
  /// its cells changed.
  func update(_ table: TableView, rows: [Node], fill: (Node, TableViewCell) -> Void) {
    var kept: [String: TableViewCell] = [:]
    let newCells = rows.map { row in
      let cell = cellsByIdentity[row.identity] ?? TableViewCell()
      kept[row.identity] = cell
      fill(row, cell)
      let shown = cell.subviews.dropFirst()
      let labels = shown.flatMap(labelTexts)
      let text =
        labels.isEmpty
        ? shown.lazy.compactMap(firstButton).first?.title ?? ""
        : labels.joined(separator: " ")
      if cell.textLabel.text != text { cell.textLabel.text = text }
      return cell
    }
    self.rows = rows
    cellsByIdentity = kept
    guard !newCells.elementsEqual(cells, by: ===) else { return }
    cells = newCells
    table.reloadData()
  }

  func numberOfRows(in tableView: TableView) -> Int { cells.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    cells.indices.contains(row) ? cells[row] : TableViewCell()
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int
  ) {
    guard editingStyle == .delete, rows.indices.contains(row), let renderer else { return }
    let node = rows[row]
    guard let parent = node.parent, let elements = parent.view as? any DeletableElements,
      let index = parent.children.firstIndex(where: { $0 === node })
    else { return }
    renderer.handleEvent { _ = elements.delete(at: index) }
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard cells.indices.contains(row), let button = firstButton(in: cells[row]) else { return }
    button.sendActions(for: .touchUpInside)
  }

  private func labelTexts(in view: ViewKit.View) -> [String] {
    if let label = view as? Label { return label.text.map { [$0] } ?? [] }
    return view.subviews.flatMap(labelTexts)
  }

  private func firstButton(in view: ViewKit.View) -> ViewKit.Button? {
    if let button = view as? ViewKit.Button { return button }
    return view.subviews.lazy.compactMap(firstButton).first
  }
}
