/// What the presenter asks of the interactor: the use cases, in plain values.
@MainActor
public protocol CrudInteractorInputProtocol: AnyObject {
  /// Reports the entries and the buttons as they are at first.
  func load()

  /// Filters the entries by surname prefix, clearing the selection.
  func changeFilter(_ text: String)

  /// Records the name as typed.
  func changeName(_ text: String)

  /// Records the surname as typed.
  func changeSurname(_ text: String)

  /// Selects the entry shown at `row` (from 0).
  func select(row: Int)

  /// Appends the typed entry.
  func create()

  /// Replaces the selected entry with the typed one.
  func update()

  /// Removes the selected entry.
  func delete()
}
