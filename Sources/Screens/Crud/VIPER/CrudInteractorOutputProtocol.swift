/// What the interactor tells the presenter: the results of the use cases, as plain values; the
/// entity, `CrudModel`'s entries, stays with the interactor, as VIPER's presenter never sees one.
@MainActor
public protocol CrudInteractorOutputProtocol: AnyObject {
  /// The names and surnames of the entries the filter keeps, in creation order.
  func didUpdateEntries(_ entries: [(name: String, surname: String)])

  /// The name and surname of the entry a selection chose, for the fields.
  func didSelect(name: String, surname: String)

  /// What the buttons allow now.
  func didUpdateAvailability(create: Bool, update: Bool, delete: Bool)
}
