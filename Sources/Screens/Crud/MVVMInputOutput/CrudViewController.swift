import Binding
import CrudModel
public import CrudUI
import Tracing
public import ViewKit

/// The view controller of input/output MVVM: emits the view's events into relays it keeps to
/// itself, and shows what the view model's output streams send.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private let viewModel: ViewModel
  private let load = Relay<Void>()
  private let filter = Relay<String>()
  private let name = Relay<String>()
  private let surname = Relay<String>()
  private let selectedRow = Relay<Int>()
  private let createTaps = Relay<Void>()
  private let updateTaps = Relay<Void>()
  private let deleteTaps = Relay<Void>()

  /// Creates the view controller over `viewModel`, its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model whose transform to bind.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate, binds the transform's outputs to the view, once, and emits
  /// the load, which sends the first rows.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    let output = viewModel.transform(
      from: ViewModel.Input(
        load: load.signal, filter: filter.signal, name: name.signal, surname: surname.signal,
        selectedRow: selectedRow.signal, createTaps: createTaps.signal,
        updateTaps: updateTaps.signal, deleteTaps: deleteTaps.signal))
    output.rows.observe(with: self) { owner, rows in
      if let rows { owner.crudView.setRows(rows) }
    }
    output.fields.observe(with: self) { owner, entry in
      if let entry { owner.crudView.setFields(name: entry.name, surname: entry.surname) }
    }
    output.isCreateEnabled.observe(with: self) { owner, enabled in
      owner.crudView.setCreateEnabled(enabled)
    }
    output.isUpdateEnabled.observe(with: self) { owner, enabled in
      owner.crudView.setUpdateEnabled(enabled)
    }
    output.isDeleteEnabled.observe(with: self) { owner, enabled in
      owner.crudView.setDeleteEnabled(enabled)
    }
    load.emit(())
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Emits the filter's text.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    filter.emit(text)
  }

  /// Emits the name's text.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    name.emit(text)
  }

  /// Emits the surname's text.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    surname.emit(text)
  }

  /// Emits the tapped row.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    selectedRow.emit(row)
  }

  /// Emits the tap.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    createTaps.emit(())
  }

  /// Emits the tap.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    updateTaps.emit(())
  }

  /// Emits the tap.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    deleteTaps.emit(())
  }
}
