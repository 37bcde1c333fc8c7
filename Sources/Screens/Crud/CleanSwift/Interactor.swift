import CrudModel
import Tracing

/// The interactor of Clean Swift: keeps the entries (`CrudModel`), applies each request to them
/// and hands the presenter a response.
@MainActor
public final class Interactor: CrudBusinessLogic {
  private let presenter: any CrudPresentationLogic
  private var model = CrudModel()

  /// Creates the interactor over `presenter`.
  ///
  /// - Parameter presenter: Where responses go.
  public init(presenter: any CrudPresentationLogic) {
    self.presenter = presenter
  }

  private var availability: Availability {
    Availability(canCreate: model.canCreate, canUpdate: model.canUpdate, canDelete: model.canDelete)
  }

  private var shownEntries: [CrudEntry] { model.shownEntries.map { model.entries[$0] } }

  /// Applies the edit and presents what it shows and allows.
  public func editForm(request: EditForm.Request) {
    @Received(by: self, request.edit) var message = #function
    var entries: [CrudEntry]?
    var selected: CrudEntry?
    switch request.edit {
    case .filter(let text):
      model.filter = text
      entries = shownEntries
    case .name(let text): model.name = text
    case .surname(let text): model.surname = text
    case .selectRow(let row):
      model.select(row: row)
      selected = CrudEntry(name: model.name, surname: model.surname)
    }
    presenter.presentForm(
      response: EditForm.Response(entries: entries, selected: selected, availability: availability))
  }

  /// Applies the change, which the model allows or ignores, and presents the entries.
  public func changeEntries(request: ChangeEntries.Request) {
    @Received(by: self, request.change) var message = #function
    switch request.change {
    case .create: model.create()
    case .update: model.update()
    case .delete: model.delete()
    case nil: break
    }
    presenter.presentEntries(
      response: ChangeEntries.Response(entries: shownEntries, availability: availability))
  }
}
