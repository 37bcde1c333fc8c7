import CrudModel
import CrudUI
import Tracing
public import ViewKit

/// The Massive View Controller, with no view and no model of its own.
///
/// It makes the widgets, is its list's data source and delegate, keeps the entries and the
/// selection, filters, and decides what each button allows and does; only the first entries
/// (`CrudModel.initialEntries`) come from the shared model.
@MainActor
public final class CrudViewController: ViewController {
  private let filterTextField = TextField()
  private let nameTextField = TextField()
  private let surnameTextField = TextField()
  private let entriesList = TableView()
  private let createButton = Button()
  private let updateButton = Button()
  private let deleteButton = Button()
  private var entries = CrudModel.initialEntries
  /// The indexes in `entries` of the rows shown.
  private var shown: [Int] = []
  /// The index in `entries` of the selected entry.
  private var selected: Int?

  /// Creates the controller, its view not loaded yet.
  override public init() {
    super.init()
  }

  /// Makes the widgets, in the task's first state, and a plain root view holding them.
  override public func loadView() {
    let root = View()
    filterTextField.accessibilityIdentifier = CrudIdentifier.filterTextField
    nameTextField.accessibilityIdentifier = CrudIdentifier.nameTextField
    surnameTextField.accessibilityIdentifier = CrudIdentifier.surnameTextField
    entriesList.accessibilityIdentifier = CrudIdentifier.entriesList
    createButton.accessibilityIdentifier = CrudIdentifier.createButton
    updateButton.accessibilityIdentifier = CrudIdentifier.updateButton
    deleteButton.accessibilityIdentifier = CrudIdentifier.deleteButton
    createButton.title = "Create"
    updateButton.title = "Update"
    deleteButton.title = "Delete"
    for widget: View in [
      filterTextField, entriesList, nameTextField, surnameTextField, createButton, updateButton,
      deleteButton,
    ] {
      root.addSubview(widget)
    }
    view = root
  }

  /// Listens to every widget the user acts on and shows the first entries.
  override public func viewDidLoad() {
    super.viewDidLoad()
    entriesList.dataSource = self
    entriesList.delegate = self
    filterTextField.addTarget(
      self, action: CrudViewController.filterChanged, for: .editingChanged)
    nameTextField.addTarget(self, action: CrudViewController.fieldChanged, for: .editingChanged)
    surnameTextField.addTarget(
      self, action: CrudViewController.fieldChanged, for: .editingChanged)
    createButton.addTarget(self, action: CrudViewController.createTapped, for: .touchUpInside)
    updateButton.addTarget(self, action: CrudViewController.updateTapped, for: .touchUpInside)
    deleteButton.addTarget(self, action: CrudViewController.deleteTapped, for: .touchUpInside)
    reloadList()
  }

  private var typedEntry: CrudEntry {
    CrudEntry(name: nameTextField.text ?? "", surname: surnameTextField.text ?? "")
  }

  private func filterChanged(_ field: TextField) {
    @Received(by: self, field.text ?? "") var message = "filterChanged"
    reloadList()
  }

  private func fieldChanged(_ field: TextField) {
    @Received(by: self, field.text ?? "") var message = "fieldChanged"
    updateButtons()
  }

  private func createTapped(_ button: Button) {
    @Received(by: self) var message = "createTapped"
    entries.append(typedEntry)
    reloadList()
  }

  private func updateTapped(_ button: Button) {
    @Received(by: self) var message = "updateTapped"
    guard let selected else { return }
    entries[selected] = typedEntry
    reloadList()
  }

  private func deleteTapped(_ button: Button) {
    @Received(by: self) var message = "deleteTapped"
    guard let selected else { return }
    entries.remove(at: selected)
    reloadList()
  }

  /// Filters the entries again and clears the selection: every change of the list does.
  private func reloadList() {
    let filter = filterTextField.text ?? ""
    shown = entries.indices.filter { entries[$0].surname.hasPrefix(filter) }
    selected = nil
    entriesList.reloadData()
    updateButtons()
  }

  private func updateButtons() {
    let filled = !(nameTextField.text ?? "").isEmpty && !(surnameTextField.text ?? "").isEmpty
    createButton.isEnabled = filled
    updateButton.isEnabled = selected != nil && filled
    deleteButton.isEnabled = selected != nil
  }
}

extension CrudViewController: TableViewDataSource {
  /// The entries the filter keeps.
  public func numberOfRows(in tableView: TableView) -> Int { shown.count }

  /// A reused cell, or a new one, showing the row's `Surname, Name`.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: CrudIdentifier.entryCell)
      ?? TableViewCell(reuseIdentifier: CrudIdentifier.entryCell)
    cell.textLabel.text = entries[shown[row]].rowText
    return cell
  }
}

extension CrudViewController: TableViewDelegate {
  /// Selects the row's entry and fills the fields with it.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    @Received(by: self, row) var message = "rowSelected"
    guard shown.indices.contains(row) else { return }
    selected = shown[row]
    nameTextField.text = entries[shown[row]].name
    surnameTextField.text = entries[shown[row]].surname
    updateButtons()
  }
}
