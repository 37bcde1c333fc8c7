import CrudModel
public import CrudUI
import Tracing
public import ViewKit

/// The view controller of Clean Swift: sends each action to the interactor as a request, and
/// displays the view models the presenter sends back.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private let interactor: any CrudBusinessLogic

  /// Creates the view controller over `interactor`, which it owns, its view not loaded yet.
  ///
  /// - Parameter interactor: Where requests go.
  public init(interactor: any CrudBusinessLogic) {
    self.interactor = interactor
    super.init()
  }

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate and requests the first entries.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    interactor.changeEntries(request: ChangeEntries.Request(change: nil))
  }

  private func display(_ availability: Availability) {
    crudView.setCreateEnabled(availability.canCreate)
    crudView.setUpdateEnabled(availability.canUpdate)
    crudView.setDeleteEnabled(availability.canDelete)
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Requests the filter.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    interactor.editForm(request: EditForm.Request(edit: .filter(text)))
  }

  /// Requests the name.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    interactor.editForm(request: EditForm.Request(edit: .name(text)))
  }

  /// Requests the surname.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    interactor.editForm(request: EditForm.Request(edit: .surname(text)))
  }

  /// Requests the selection.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    interactor.editForm(request: EditForm.Request(edit: .selectRow(row)))
  }

  /// Requests a new entry.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    interactor.changeEntries(request: ChangeEntries.Request(change: .create))
  }

  /// Requests the update.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    interactor.changeEntries(request: ChangeEntries.Request(change: .update))
  }

  /// Requests the deletion.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    interactor.changeEntries(request: ChangeEntries.Request(change: .delete))
  }
}

extension CrudViewController: CrudDisplayLogic {
  /// Shows the rows and fields the edit changed, and enables what it allows.
  public func displayForm(viewModel: EditForm.ViewModel) {
    @Received(by: self, viewModel.availability) var message = #function
    if let rows = viewModel.rows { crudView.setRows(rows) }
    if let fields = viewModel.fields {
      crudView.setFields(name: fields.name, surname: fields.surname)
    }
    display(viewModel.availability)
  }

  /// Shows the rows and enables what is allowed.
  public func displayEntries(viewModel: ChangeEntries.ViewModel) {
    @Received(by: self, viewModel.rows.count) var message = #function
    crudView.setRows(viewModel.rows)
    display(viewModel.availability)
  }
}
