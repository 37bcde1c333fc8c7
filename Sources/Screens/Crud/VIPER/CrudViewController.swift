public import CrudUI
import Tracing
public import ViewKit

/// The view of VIPER: forwards the view's actions to its presenter and shows what the
/// presenter tells it, deciding nothing itself.
@MainActor
public final class CrudViewController: ViewController {
  private let crudView = CrudView()
  private let presenter: any CrudPresenterProtocol

  /// Creates the view controller over `presenter`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter presenter: The presenter to forward the view's actions to.
  public init(presenter: any CrudPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  /// Makes the CRUD view the root view.
  override public func loadView() {
    view = crudView
  }

  /// Becomes the view's delegate and asks the presenter for the first rows.
  override public func viewDidLoad() {
    super.viewDidLoad()
    crudView.delegate = self
    presenter.viewDidLoad()
  }
}

extension CrudViewController: CrudViewDelegate {
  /// Forwards the filter's edit to the presenter.
  public func didChangeFilter(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    presenter.didChangeFilter(text)
  }

  /// Forwards the name's edit to the presenter.
  public func didChangeName(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    presenter.didChangeName(text)
  }

  /// Forwards the surname's edit to the presenter.
  public func didChangeSurname(_ crudView: CrudView, text: String) {
    @Received(by: self, text) var message = #function
    presenter.didChangeSurname(text)
  }

  /// Forwards the tapped row to the presenter.
  public func didSelectRow(_ crudView: CrudView, row: Int) {
    @Received(by: self, row) var message = #function
    presenter.didSelectRow(row)
  }

  /// Forwards the tap to the presenter.
  public func didTapCreate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    presenter.didTapCreate()
  }

  /// Forwards the tap to the presenter.
  public func didTapUpdate(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    presenter.didTapUpdate()
  }

  /// Forwards the tap to the presenter.
  public func didTapDelete(_ crudView: CrudView) {
    @Received(by: self) var message = #function
    presenter.didTapDelete()
  }
}

extension CrudViewController: CrudViewProtocol {
  /// Shows `rows` in the list.
  public func setRows(_ rows: [String]) {
    @Received(by: self, rows.count) var message = #function
    crudView.setRows(rows)
  }

  /// Shows `name` and `surname` in their fields.
  public func setFields(name: String, surname: String) {
    @Received(by: self, "\(surname), \(name)") var message = #function
    crudView.setFields(name: name, surname: surname)
  }

  /// Enables or disables the create button.
  public func setCreateEnabled(_ enabled: Bool) {
    @Received(by: self, enabled) var message = #function
    crudView.setCreateEnabled(enabled)
  }

  /// Enables or disables the update button.
  public func setUpdateEnabled(_ enabled: Bool) {
    @Received(by: self, enabled) var message = #function
    crudView.setUpdateEnabled(enabled)
  }

  /// Enables or disables the delete button.
  public func setDeleteEnabled(_ enabled: Bool) {
    @Received(by: self, enabled) var message = #function
    crudView.setDeleteEnabled(enabled)
  }
}
