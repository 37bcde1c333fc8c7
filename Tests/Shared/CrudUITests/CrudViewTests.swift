import CrudUI
import Testing
import ViewKit

/// Records what the view reports.
@MainActor
private final class DelegateSpy: CrudViewDelegate {
  private(set) var actions: [String] = []

  func didChangeFilter(_ crudView: CrudView, text: String) { actions.append("filter " + text) }

  func didChangeName(_ crudView: CrudView, text: String) { actions.append("name " + text) }

  func didChangeSurname(_ crudView: CrudView, text: String) { actions.append("surname " + text) }

  func didSelectRow(_ crudView: CrudView, row: Int) { actions.append("row \(row)") }

  func didTapCreate(_ crudView: CrudView) { actions.append("create") }

  func didTapUpdate(_ crudView: CrudView) { actions.append("update") }

  func didTapDelete(_ crudView: CrudView) { actions.append("delete") }
}

/// The shared view starts empty with its buttons disabled, reports the user's actions and shows
/// what it is told without reporting it.
@MainActor
struct CrudViewTests {
  private func widget<Widget: View>(
    _ type: Widget.Type, _ identifier: String, of view: View
  )
    throws -> Widget
  {
    try #require(view.descendant(type, withAccessibilityIdentifier: identifier))
  }

  @Test func startsWithEmptyFieldsAnEmptyListAndTheButtonsDisabled() throws {
    let view = CrudView()
    for field in ["filterTextField", "nameTextField", "surnameTextField"] {
      #expect(try widget(TextField.self, field, of: view).text ?? "" == "")
    }
    #expect(try widget(TableView.self, "entriesList", of: view).numberOfRows == 0)
    for button in ["createButton", "updateButton", "deleteButton"] {
      #expect(try !widget(Button.self, button, of: view).isEnabled)
    }
  }

  @Test func reportsEachUserAction() throws {
    let view = CrudView()
    let spy = DelegateSpy()
    view.delegate = spy
    view.setRows(["Emil, Hans", "Tisch, Roman"])
    view.setCreateEnabled(true)
    view.setUpdateEnabled(true)
    view.setDeleteEnabled(true)
    try widget(TextField.self, "filterTextField", of: view).replaceText(with: "T")
    try widget(TextField.self, "nameTextField", of: view).replaceText(with: "Ann")
    try widget(TextField.self, "surnameTextField", of: view).replaceText(with: "Ba")
    try widget(TableView.self, "entriesList", of: view).selectRow(at: 1)
    for button in ["createButton", "updateButton", "deleteButton"] {
      try widget(Button.self, button, of: view).tap()
    }
    #expect(
      spy.actions == [
        "filter T", "name Ann", "surname Ba", "row 1", "create", "update", "delete",
      ])
  }

  @Test func showsWhatItIsToldWithoutReportingAnAction() throws {
    let view = CrudView()
    let spy = DelegateSpy()
    view.delegate = spy
    view.setRows(["Emil, Hans", "Tisch, Roman"])
    view.setFields(name: "Roman", surname: "Tisch")
    let list = try widget(TableView.self, "entriesList", of: view)
    #expect(list.visibleCells.map(\.text) == ["Emil, Hans", "Tisch, Roman"])
    #expect(try widget(TextField.self, "nameTextField", of: view).text == "Roman")
    #expect(try widget(TextField.self, "surnameTextField", of: view).text == "Tisch")
    try widget(Button.self, "createButton", of: view).tap()
    #expect(spy.actions.isEmpty)
  }
}
