import Tracing
public import ViewKit

/// 7GUIs' CRUD: a filter, a name and a surname field, a list of entries and the create, update
/// and delete buttons, as the task starts: the fields empty, the list empty until it is told its
/// rows, and the three buttons disabled.
///
/// The view reports the user's actions to its ``delegate`` and shows what it is told through its
/// setters, which set widgets from code and so send no event. It is its list's data source,
/// showing the rows it was last given, and knows no rule of the entries, which is why every
/// architecture can share it.
@MainActor
public final class CrudView: View {
  /// Receives the user's actions; held weakly, as UIKit delegates are.
  public weak var delegate: (any CrudViewDelegate)?

  private let filterTextField = TextField()
  private let nameTextField = TextField()
  private let surnameTextField = TextField()
  private let entriesList = TableView()
  private let createButton = Button()
  private let updateButton = Button()
  private let deleteButton = Button()
  private var rows: [String] = []

  /// Creates the view in the task's first state, its list empty.
  override public init() {
    super.init()
    filterTextField.accessibilityIdentifier = CrudIdentifier.filterTextField
    nameTextField.accessibilityIdentifier = CrudIdentifier.nameTextField
    surnameTextField.accessibilityIdentifier = CrudIdentifier.surnameTextField
    entriesList.accessibilityIdentifier = CrudIdentifier.entriesList
    createButton.accessibilityIdentifier = CrudIdentifier.createButton
    updateButton.accessibilityIdentifier = CrudIdentifier.updateButton
    deleteButton.accessibilityIdentifier = CrudIdentifier.deleteButton
    for (button, title) in [
      (createButton, "Create"), (updateButton, "Update"), (deleteButton, "Delete"),
    ] {
      button.title = title
      button.isEnabled = false
    }
    entriesList.dataSource = self
    entriesList.delegate = self
    filterTextField.addTarget(self, action: CrudView.filterChanged, for: .editingChanged)
    nameTextField.addTarget(self, action: CrudView.nameChanged, for: .editingChanged)
    surnameTextField.addTarget(self, action: CrudView.surnameChanged, for: .editingChanged)
    createButton.addTarget(self, action: CrudView.createTapped, for: .touchUpInside)
    updateButton.addTarget(self, action: CrudView.updateTapped, for: .touchUpInside)
    deleteButton.addTarget(self, action: CrudView.deleteTapped, for: .touchUpInside)
    for subview: View in [
      filterTextField, entriesList, nameTextField, surnameTextField, createButton, updateButton,
      deleteButton,
    ] {
      addSubview(subview)
    }
  }

  /// Shows `rows` in the list, top to bottom.
  ///
  /// - Parameter rows: Each row's text.
  public func setRows(_ rows: [String]) {
    Trace.call(self, "setRows", rows.count) {
      $0.rows = rows
      $0.entriesList.reloadData()
    }
  }

  /// Shows `name` and `surname` in their fields.
  ///
  /// - Parameters:
  ///   - name: The name's text.
  ///   - surname: The surname's text.
  public func setFields(name: String, surname: String) {
    Trace.call(self, "setFields", "\(surname), \(name)") {
      $0.nameTextField.text = name
      $0.surnameTextField.text = surname
    }
  }

  /// Enables or disables the create button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  public func setCreateEnabled(_ enabled: Bool) {
    Trace.call(self, "setCreateEnabled", enabled) { $0.createButton.isEnabled = enabled }
  }

  /// Enables or disables the update button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  public func setUpdateEnabled(_ enabled: Bool) {
    Trace.call(self, "setUpdateEnabled", enabled) { $0.updateButton.isEnabled = enabled }
  }

  /// Enables or disables the delete button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  public func setDeleteEnabled(_ enabled: Bool) {
    Trace.call(self, "setDeleteEnabled", enabled) { $0.deleteButton.isEnabled = enabled }
  }

  private func filterChanged(_ field: TextField) {
    delegate?.didChangeFilter(self, text: field.text ?? "")
  }

  private func nameChanged(_ field: TextField) {
    delegate?.didChangeName(self, text: field.text ?? "")
  }

  private func surnameChanged(_ field: TextField) {
    delegate?.didChangeSurname(self, text: field.text ?? "")
  }

  private func createTapped(_ button: Button) {
    delegate?.didTapCreate(self)
  }

  private func updateTapped(_ button: Button) {
    delegate?.didTapUpdate(self)
  }

  private func deleteTapped(_ button: Button) {
    delegate?.didTapDelete(self)
  }
}

extension CrudView: TableViewDataSource {
  /// The rows last given.
  public func numberOfRows(in tableView: TableView) -> Int { rows.count }

  /// A reused cell, or a new one, showing `row`'s text.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: CrudIdentifier.entryCell)
      ?? TableViewCell(reuseIdentifier: CrudIdentifier.entryCell)
    cell.textLabel.text = rows[row]
    return cell
  }
}

extension CrudView: TableViewDelegate {
  /// Reports the tapped row to the delegate.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    delegate?.didSelectRow(self, row: row)
  }
}
