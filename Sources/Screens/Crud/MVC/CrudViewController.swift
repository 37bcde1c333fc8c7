import CrudModel
public import CrudUI
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model, writes each user action into the
/// model, then updates the view from what the model says.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private var model = CrudModel()

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate and shows the model's first rows.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    crudView.setRows(model.rows)
    updateButtons()
  }

  /// Shows the model's enabled buttons.
  private func updateButtons() {
    crudView.setCreateEnabled(model.canCreate)
    crudView.setUpdateEnabled(model.canUpdate)
    crudView.setDeleteEnabled(model.canDelete)
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Records the filter, which clears the selection, and shows the rows it keeps.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    model.filter = text
    crudView.setRows(model.rows)
    updateButtons()
  }

  /// Records the name and enables what it allows.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    model.name = text
    updateButtons()
  }

  /// Records the surname and enables what it allows.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    model.surname = text
    updateButtons()
  }

  /// Selects the row's entry and shows it in the fields.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    model.select(row: row)
    crudView.setFields(name: model.name, surname: model.surname)
    updateButtons()
  }

  /// Appends the fields' entry.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    model.create()
    crudView.setRows(model.rows)
    updateButtons()
  }

  /// Replaces the selected entry with the fields'.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    model.update()
    crudView.setRows(model.rows)
    updateButtons()
  }

  /// Removes the selected entry.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    model.delete()
    crudView.setRows(model.rows)
    updateButtons()
  }
}
