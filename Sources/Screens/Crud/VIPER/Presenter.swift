import CrudModel
import Tracing

/// The presenter of VIPER: turns the view's actions into use cases for the interactor, and the
/// interactor's results into what the view shows (an entry's row text is written here).
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any CrudViewProtocol)?

  private let interactor: any CrudInteractorInputProtocol

  /// Creates the presenter over `interactor`, which it owns.
  ///
  /// - Parameter interactor: The use cases.
  public init(interactor: any CrudInteractorInputProtocol) {
    self.interactor = interactor
  }
}

extension Presenter: CrudPresenterProtocol {
  /// Asks for the first entries.
  public func viewDidLoad() {
    @Received(by: self) var message = #function
    interactor.load()
  }

  /// Filters the entries.
  public func didChangeFilter(_ text: String) {
    @Received(by: self, text) var message = #function
    interactor.changeFilter(text)
  }

  /// Records the name.
  public func didChangeName(_ text: String) {
    @Received(by: self, text) var message = #function
    interactor.changeName(text)
  }

  /// Records the surname.
  public func didChangeSurname(_ text: String) {
    @Received(by: self, text) var message = #function
    interactor.changeSurname(text)
  }

  /// Selects the row's entry.
  public func didSelectRow(_ row: Int) {
    @Received(by: self, row) var message = #function
    interactor.select(row: row)
  }

  /// Creates an entry.
  public func didTapCreate() {
    @Received(by: self) var message = #function
    interactor.create()
  }

  /// Updates the selected entry.
  public func didTapUpdate() {
    @Received(by: self) var message = #function
    interactor.update()
  }

  /// Deletes the selected entry.
  public func didTapDelete() {
    @Received(by: self) var message = #function
    interactor.delete()
  }
}

extension Presenter: CrudInteractorOutputProtocol {
  /// Shows the entries as rows, `Surname, Name`.
  public func didUpdateEntries(_ entries: [CrudEntry]) {
    @Received(by: self, entries.count) var message = #function
    view?.setRows(entries.map(\.rowText))
  }

  /// Fills the fields with the selected entry.
  public func didSelect(_ entry: CrudEntry) {
    @Received(by: self, entry.rowText) var message = #function
    view?.setFields(name: entry.name, surname: entry.surname)
  }

  /// Enables the buttons the interactor allows.
  public func didUpdateAvailability(create: Bool, update: Bool, delete: Bool) {
    @Received(by: self, "\(create) \(update) \(delete)") var message = #function
    view?.setCreateEnabled(create)
    view?.setUpdateEnabled(update)
    view?.setDeleteEnabled(delete)
  }
}
