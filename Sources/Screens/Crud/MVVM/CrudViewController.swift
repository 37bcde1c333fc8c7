import Binding
import CrudModel
public import CrudUI
import Tracing
public import ViewKit

/// The view controller of MVVM: binds the view model's outputs to the view and sends it the
/// view's actions; it decides nothing.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private let viewModel: ViewModel

  /// Creates the view controller over `viewModel`, which it owns, its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to bind.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate and binds each output to what shows it.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    let outputs = viewModel.outputs
    outputs.rows.bind(with: self) { owner, rows in owner.crudView.setRows(rows) }
    outputs.selectedEntry.bind(with: self) { owner, entry in
      owner.crudView.setFields(name: entry.name, surname: entry.surname)
    }
    outputs.isCreateEnabled.bind(with: self) { owner, enabled in
      owner.crudView.setCreateEnabled(enabled)
    }
    outputs.isUpdateEnabled.bind(with: self) { owner, enabled in
      owner.crudView.setUpdateEnabled(enabled)
    }
    outputs.isDeleteEnabled.bind(with: self) { owner, enabled in
      owner.crudView.setDeleteEnabled(enabled)
    }
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Sends the filter's edit to the view model.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeFilter(text)
  }

  /// Sends the name's edit to the view model.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeName(text)
  }

  /// Sends the surname's edit to the view model.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeSurname(text)
  }

  /// Sends the tapped row to the view model.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    viewModel.inputs.didSelectRow(row)
  }

  /// Sends the tap to the view model.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapCreate()
  }

  /// Sends the tap to the view model.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapUpdate()
  }

  /// Sends the tap to the view model.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapDelete()
  }
}
