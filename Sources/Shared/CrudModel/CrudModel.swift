/// The state of 7GUIs' CRUD, and every rule of it, as plain values: the entries in creation
/// order, the filter, the two fields as typed, and the selected entry.
///
/// The selection is an entry, not a row: ``selectedRow`` is where the filtered list shows it.
/// Only a tap on a row sets it, and every other action that changes the list (create, update,
/// delete, an edit of the filter) clears it, so the selection is always a row the list shows.
/// Editing the name or the surname keeps it, and no button changes the fields' text.
///
/// ```swift
/// var model = CrudModel()
/// model.filter = "M"
/// model.rows               // ["Mustermann, Max"]
/// model.select(row: 0)     // fills name "Max", surname "Mustermann"
/// model.name = "Maxi"
/// model.update()           // ["Mustermann, Maxi"], nothing selected
/// ```
public struct CrudModel: Sendable, Equatable {
  /// The entries the list starts with: Emil/Hans, Mustermann/Max, Tisch/Roman.
  public static let initialEntries = [
    CrudEntry(name: "Hans", surname: "Emil"),
    CrudEntry(name: "Max", surname: "Mustermann"),
    CrudEntry(name: "Roman", surname: "Tisch"),
  ]

  /// Every entry, in creation order.
  public private(set) var entries = CrudModel.initialEntries
  /// The index in ``entries`` of the selected entry, or `nil`.
  public private(set) var selectedEntry: Int?
  /// The name field's text.
  public var name = ""
  /// The surname field's text.
  public var surname = ""
  /// The surname prefix the list shows (case-sensitive); setting it clears the selection.
  public var filter = "" {
    didSet { selectedEntry = nil }
  }

  /// Creates the model as the screen starts: three entries, empty fields and filter.
  public init() {}

  /// The indexes in ``entries`` of the rows the list shows, in order.
  public var shownEntries: [Int] {
    entries.indices.filter { entries[$0].surname.hasPrefix(filter) }
  }

  /// The rows the list shows: `Surname, Name` of the entries the filter keeps.
  public var rows: [String] { shownEntries.map { entries[$0].rowText } }

  /// The row of the selected entry, or `nil` when none is selected.
  public var selectedRow: Int? {
    selectedEntry.flatMap { shownEntries.firstIndex(of: $0) }
  }

  /// Whether the create button is enabled: both fields non-empty.
  public var canCreate: Bool { !name.isEmpty && !surname.isEmpty }

  /// Whether the update button is enabled: a row selected and both fields non-empty.
  public var canUpdate: Bool { selectedEntry != nil && canCreate }

  /// Whether the delete button is enabled: a row selected.
  public var canDelete: Bool { selectedEntry != nil }

  /// Selects the entry the list shows at `row` and fills both fields with it; a row the list
  /// does not have is ignored.
  ///
  /// - Parameter row: The row's index, from 0.
  public mutating func select(row: Int) {
    let shown = shownEntries
    guard shown.indices.contains(row) else { return }
    selectedEntry = shown[row]
    name = entries[shown[row]].name
    surname = entries[shown[row]].surname
  }

  /// Appends the fields' entry and clears the selection, when ``canCreate``.
  public mutating func create() {
    guard canCreate else { return }
    entries.append(CrudEntry(name: name, surname: surname))
    selectedEntry = nil
  }

  /// Replaces the selected entry with the fields' entry, when ``canUpdate``.
  ///
  /// The entry keeps its place, and leaves the list if the filter no longer keeps it; the
  /// selection is cleared.
  public mutating func update() {
    guard canUpdate, let selected = selectedEntry else { return }
    entries[selected] = CrudEntry(name: name, surname: surname)
    selectedEntry = nil
  }

  /// Removes the selected entry and clears the selection, when ``canDelete``.
  public mutating func delete() {
    guard let selected = selectedEntry else { return }
    entries.remove(at: selected)
    selectedEntry = nil
  }
}
