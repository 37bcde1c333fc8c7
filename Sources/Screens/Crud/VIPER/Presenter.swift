import Tracing

/// The presenter of VIPER: turns the view's actions into use cases for the interactor, and the
/// interactor's plain values into what the view shows (an entry's row text, `Surname, Name`, is
/// written here: the presenter formats, and never sees the entity).
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
  public func didUpdateEntries(_ entries: [(name: String, surname: String)]) {
    @Received(by: self, entries.count) var message = #function
    view?.setRows(entries.map { "\($0.surname), \($0.name)" })
  }

  /// Fills the fields with the selected entry's name and surname.
  public func didSelect(name: String, surname: String) {
    @Received(by: self, "\(surname), \(name)") var message = #function
    view?.setFields(name: name, surname: surname)
  }

  /// Enables the buttons the interactor allows.
  public func didUpdateAvailability(create: Bool, update: Bool, delete: Bool) {
    @Received(by: self, "\(create) \(update) \(delete)") var message = #function
    view?.setCreateEnabled(create)
    view?.setUpdateEnabled(update)
    view?.setDeleteEnabled(delete)
  }
}
