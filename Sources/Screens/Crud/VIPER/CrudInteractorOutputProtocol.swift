public import CrudModel

/// What the interactor tells the presenter: the results of the use cases.
@MainActor
public protocol CrudInteractorOutputProtocol: AnyObject {
  /// The entries the filter keeps, in creation order.
  func didUpdateEntries(_ entries: [CrudEntry])

  /// The entry a selection chose, for the fields.
  func didSelect(_ entry: CrudEntry)

  /// What the buttons allow now.
  func didUpdateAvailability(create: Bool, update: Bool, delete: Bool)
}
