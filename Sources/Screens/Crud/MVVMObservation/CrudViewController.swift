import CrudModel
public import CrudUI
import Observation
import Tracing
public import ViewKit

/// The view controller of MVVM with Observation: renders what it reads of the view model inside
/// `withObservationTracking`, and renders again after an action that changed any of it.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private let viewModel: ViewModel
  private var needsRender = false
  private var filledTap = 0

  /// Creates the view controller over `viewModel`, which it owns, its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to render.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate and renders the view model's first state.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    render()
  }

  /// Shows every output, tracking them: a change marks the view as needing a render.
  ///
  /// The render is done once the action is handled (Observation reports a change before it is
  /// made). The fields are set only after a new tap on a row, so a render keeps what was typed.
  private func render() {
    needsRender = false
    let outputs = withObservationTracking {
      let outputs = viewModel.outputs
      return (
        outputs.rows, outputs.filledFields, outputs.isCreateEnabled, outputs.isUpdateEnabled,
        outputs.isDeleteEnabled
      )
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        self.needsRender = true
      }
    }
    crudView.setRows(outputs.0)
    if outputs.1.tap != filledTap {
      filledTap = outputs.1.tap
      crudView.setFields(name: outputs.1.entry.name, surname: outputs.1.entry.surname)
    }
    crudView.setCreateEnabled(outputs.2)
    crudView.setUpdateEnabled(outputs.3)
    crudView.setDeleteEnabled(outputs.4)
  }

  private func renderIfNeeded() {
    if needsRender { render() }
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Sends the filter's edit to the view model.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeFilter(text)
    renderIfNeeded()
  }

  /// Sends the name's edit to the view model.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeName(text)
    renderIfNeeded()
  }

  /// Sends the surname's edit to the view model.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeSurname(text)
    renderIfNeeded()
  }

  /// Sends the tapped row to the view model.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    viewModel.inputs.didSelectRow(row)
    renderIfNeeded()
  }

  /// Sends the tap to the view model.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapCreate()
    renderIfNeeded()
  }

  /// Sends the tap to the view model.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapUpdate()
    renderIfNeeded()
  }

  /// Sends the tap to the view model.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapDelete()
    renderIfNeeded()
  }
}
