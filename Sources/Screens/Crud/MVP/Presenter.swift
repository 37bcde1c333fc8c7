import CrudModel
import Tracing

/// The presenter of MVP: receives the view's actions as plain values, keeps the model
/// (`CrudModel`), and tells the view what to list, fill and enable through
/// ``CrudViewProtocol``.
///
/// It knows no kit type, so it is tested against a fake view, and it holds its view weakly, so
/// the view (which owns the presenter) is never kept alive by it.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any CrudViewProtocol)?

  private var model = CrudModel()

  /// Creates a presenter with no view yet.
  public init() {}

  /// Shows the first rows, with the buttons they allow.
  public func viewDidLoad() {
    @Received(by: self) var message = #function
    view?.setRows(model.rows)
    presentButtons()
  }

  /// Records the filter, which clears the selection, and shows the rows it keeps.
  ///
  /// - Parameter text: The filter's text.
  public func didChangeFilter(_ text: String) {
    @Received(by: self, text) var message = #function
    model.filter = text
    view?.setRows(model.rows)
    presentButtons()
  }

  /// Records the name's text.
  ///
  /// - Parameter text: The field's text.
  public func didChangeName(_ text: String) {
    @Received(by: self, text) var message = #function
    model.name = text
    presentButtons()
  }

  /// Records the surname's text.
  ///
  /// - Parameter text: The field's text.
  public func didChangeSurname(_ text: String) {
    @Received(by: self, text) var message = #function
    model.surname = text
    presentButtons()
  }

  /// Selects the row's entry and fills the fields with it.
  ///
  /// - Parameter row: The row's index, from 0.
  public func didSelectRow(_ row: Int) {
    @Received(by: self, row) var message = #function
    model.select(row: row)
    view?.setFields(name: model.name, surname: model.surname)
    presentButtons()
  }

  /// Appends the fields' entry.
  public func didTapCreate() {
    @Received(by: self) var message = #function
    model.create()
    presentList()
  }

  /// Replaces the selected entry with the fields'.
  public func didTapUpdate() {
    @Received(by: self) var message = #function
    model.update()
    presentList()
  }

  /// Removes the selected entry.
  public func didTapDelete() {
    @Received(by: self) var message = #function
    model.delete()
    presentList()
  }

  private func presentList() {
    view?.setRows(model.rows)
    presentButtons()
  }

  private func presentButtons() {
    view?.setCreateEnabled(model.canCreate)
    view?.setUpdateEnabled(model.canUpdate)
    view?.setDeleteEnabled(model.canDelete)
  }
}
