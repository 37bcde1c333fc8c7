public import ViewKit

/// The screens of a navigation stack, seen as the user sees them: widgets are found on the top
/// screen only, and a list's rows and the back button are driven as the user drives them.
extension ScreenDriver {
  /// The navigation controller at the root of the screen, if the root is one.
  public var navigationController: NavigationController? {
    rootViewController as? NavigationController
  }

  /// The view controller the user sees: the top of the navigation stack, or the root.
  public var topViewController: ViewController {
    navigationController?.topViewController ?? rootViewController
  }

  /// The view of the top screen, where widgets are looked for.
  public var topView: View { topViewController.view }

  /// How many screens the navigation stack holds: 1 without a navigation controller.
  public var depth: Int { navigationController?.viewControllers.count ?? 1 }

  /// The top screen's navigation title, or the empty string when it has none.
  public var screenTitle: String { topViewController.navigationItem.title ?? "" }

  /// Whether `view` is on the top screen; always true without a navigation stack of two screens
  /// or more, where the whole screen is the top one.
  ///
  /// - Complexity: O(*d*) in the depth of `view` in its tree.
  public func isOnTopScreen(_ view: View) -> Bool {
    guard let navigationController, navigationController.viewControllers.count > 1 else {
      return true
    }
    let top = topView
    var ancestor: View? = view
    while let current = ancestor {
      if current === top { return true }
      ancestor = current.superview
    }
    return false
  }

  /// The text field with accessibility identifier `identifier` on the top screen.
  ///
  /// - Parameter identifier: The field's accessibility identifier.
  /// - Returns: The field.
  /// - Throws: ``ScreenDriverError`` when the top screen has no such widget, or it is not a
  ///   text field.
  public func textField(identifier: String) throws(ScreenDriverError) -> TextField {
    try find(TextField.self, identifier)
  }

  /// The table view with accessibility identifier `identifier` on the top screen.
  ///
  /// - Parameter identifier: The table's accessibility identifier.
  /// - Returns: The table view.
  /// - Throws: ``ScreenDriverError`` when the top screen has no such widget, or it is not a
  ///   table view.
  public func tableView(_ identifier: String) throws(ScreenDriverError) -> TableView {
    try find(TableView.self, identifier)
  }

  /// The text of every row of the table view `identifier`, top to bottom, read as a UI test
  /// reads them: a screenful at a time, scrolling down, then back to where the table was.
  ///
  /// - Parameter identifier: The table's accessibility identifier.
  /// - Returns: The rows' texts, those out of view included.
  /// - Throws: ``ScreenDriverError`` when the top screen has no such table.
  /// - Complexity: O(*n*) in the rows, plus the data source's work for each.
  public func rowTexts(of identifier: String) throws(ScreenDriverError) -> [String] {
    Self.rowTexts(of: try tableView(identifier))
  }

  /// The text of every row of `table`, scrolled through a screenful at a time (see
  /// ``rowTexts(of:)``).
  ///
  /// - Parameter table: The table to read.
  /// - Returns: The rows' texts, top to bottom.
  public static func rowTexts(of table: TableView) -> [String] {
    let start = table.firstVisibleRow
    var texts: [String] = []
    texts.reserveCapacity(table.numberOfRows)
    while texts.count < table.numberOfRows {
      table.scrollToRow(at: texts.count)
      let visible = table.visibleRows
      guard visible.contains(texts.count) else { break }
      let cells = table.visibleCells
      texts += cells[(texts.count - visible.lowerBound)...].map(\.text)
    }
    // The reading ends on the last screenful, at or below where it started: scrolling up to the
    // old top row puts it on top again.
    table.scrollToRow(at: start)
    return texts
  }

  /// Taps row `row` (1 is the top row) of the table view `identifier`, as the user does,
  /// scrolling it into view first.
  ///
  /// - Throws: ``ScreenDriverError`` when the table is missing or has no such row.
  public func tapRow(_ row: Int, of identifier: String) throws(ScreenDriverError) {
    let table = try checkedTable(identifier, row: row)
    table.scrollToRow(at: row - 1)
    table.selectRow(at: row - 1)
  }

  /// Swipes row `row` (1 is the top row) of the table view `identifier` and taps Delete,
  /// scrolling it into view first.
  ///
  /// - Throws: ``ScreenDriverError`` when the table is missing or has no such row.
  public func deleteRow(_ row: Int, of identifier: String) throws(ScreenDriverError) {
    let table = try checkedTable(identifier, row: row)
    table.scrollToRow(at: row - 1)
    table.swipeToDeleteRow(at: row - 1)
  }

  /// Taps the navigation bar's back button, as the user does.
  ///
  /// - Throws: ``ScreenDriverError`` when there is no back button: no navigation stack, or
  ///   only its first screen.
  public func back() throws(ScreenDriverError) {
    guard let navigationController, navigationController.viewControllers.count > 1 else {
      throw ScreenDriverError(identifier: "", problem: .noBackButton(screen: screenTitle))
    }
    navigationController.tapBackButton()
  }

  /// Why the top screen has no widget `identifier`: it is on a screen under the top one, or
  /// nowhere.
  func absence(of identifier: String) -> ScreenDriverError.Problem {
    guard let navigationController, navigationController.viewControllers.count > 1,
      navigationController.viewControllers.dropLast().contains(where: {
        $0.isViewLoaded && $0.view.descendant(withAccessibilityIdentifier: identifier) != nil
      })
    else { return .missing }
    return .notOnTopScreen(screen: screenTitle)
  }

  private func checkedTable(_ identifier: String, row: Int) throws(ScreenDriverError) -> TableView {
    let table = try tableView(identifier)
    guard row >= 1, row <= table.numberOfRows else {
      throw ScreenDriverError(
        identifier: identifier, problem: .noSuchRow(row: row, count: table.numberOfRows))
    }
    return table
  }
}
