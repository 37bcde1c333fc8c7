import CrudModel
import Tracing

/// The interactor of VIPER: the use cases over the entity, `CrudModel`; it reports each
/// result to its output, the presenter, and knows no view.
@MainActor
public final class Interactor: CrudInteractorInputProtocol {
  /// Receives the results; held weakly, the presenter owning the interactor.
  public weak var output: (any CrudInteractorOutputProtocol)?

  private var model = CrudModel()

  /// Creates the interactor with the three first entries.
  public init() {}

  /// Reports the first entries and what the buttons allow.
  public func load() {
    @Received(by: self) var message = #function
    reportEntries()
  }

  /// Filters the entries, which clears the selection.
  public func changeFilter(_ text: String) {
    @Received(by: self, text) var message = #function
    model.filter = text
    reportEntries()
  }

  /// Records the name.
  public func changeName(_ text: String) {
    @Received(by: self, text) var message = #function
    model.name = text
    reportAvailability()
  }

  /// Records the surname.
  public func changeSurname(_ text: String) {
    @Received(by: self, text) var message = #function
    model.surname = text
    reportAvailability()
  }

  /// Selects the entry at `row` and reports it.
  public func select(row: Int) {
    @Received(by: self, row) var message = #function
    model.select(row: row)
    output?.didSelect(name: model.name, surname: model.surname)
    reportAvailability()
  }

  /// Appends the typed entry.
  public func create() {
    @Received(by: self) var message = #function
    model.create()
    reportEntries()
  }

  /// Replaces the selected entry.
  public func update() {
    @Received(by: self) var message = #function
    model.update()
    reportEntries()
  }

  /// Removes the selected entry.
  public func delete() {
    @Received(by: self) var message = #function
    model.delete()
    reportEntries()
  }

  private func reportEntries() {
    output?.didUpdateEntries(
      model.shownEntries.map { (model.entries[$0].name, model.entries[$0].surname) })
    reportAvailability()
  }

  private func reportAvailability() {
    output?.didUpdateAvailability(
      create: model.canCreate, update: model.canUpdate, delete: model.canDelete)
  }
}
