import CrudModel
public import CrudUI
import Tracing
public import ViewKit

/// The view controller of the store: sends the view's actions to the store as ``Action``s and
/// renders each ``State`` whole.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private let store: Store

  /// Creates the view controller over `store`, which it owns, its view not loaded yet.
  ///
  /// - Parameter store: The store to send actions to.
  public init(store: Store) {
    self.store = store
    super.init()
  }

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate and renders every state of the store: the rows, the fields
  /// (set from code, so no event comes back) and the buttons.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    store.subscribe(with: self) { owner, state in
      @Received(by: owner, state) var message = "render"
      let model = state.model
      owner.crudView.setRows(model.rows)
      owner.crudView.setFields(name: model.name, surname: model.surname)
      owner.crudView.setCreateEnabled(model.canCreate)
      owner.crudView.setUpdateEnabled(model.canUpdate)
      owner.crudView.setDeleteEnabled(model.canDelete)
    }
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Sends the filter's edit.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    store.send(.filterChanged(text))
  }

  /// Sends the name's edit.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    store.send(.nameChanged(text))
  }

  /// Sends the surname's edit.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    store.send(.surnameChanged(text))
  }

  /// Sends the tapped row.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    store.send(.rowSelected(row))
  }

  /// Sends the tap.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    store.send(.createTapped)
  }

  /// Sends the tap.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    store.send(.updateTapped)
  }

  /// Sends the tap.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    store.send(.deleteTapped)
  }
}
