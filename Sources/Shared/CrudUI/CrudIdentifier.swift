/// The accessibility identifiers of the CRUD screen's widgets: the surface a UI test (and the
/// workbench's harness) drives.
public enum CrudIdentifier {
  /// The field whose text filters the list by surname prefix.
  public static let filterTextField = "filterTextField"

  /// The name's field.
  public static let nameTextField = "nameTextField"

  /// The surname's field.
  public static let surnameTextField = "surnameTextField"

  /// The table of entries, each row `Surname, Name`.
  public static let entriesList = "entriesList"

  /// The button that appends an entry.
  public static let createButton = "createButton"

  /// The button that replaces the selected entry.
  public static let updateButton = "updateButton"

  /// The button that removes the selected entry.
  public static let deleteButton = "deleteButton"

  /// The reuse identifier of the list's cells.
  public static let entryCell = "entryCell"
}
