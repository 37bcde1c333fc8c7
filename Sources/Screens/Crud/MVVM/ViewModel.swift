public import Binding
public import CrudModel
import Tracing

/// What the view controller tells the view model: the user's actions, as plain values.
@MainActor
public protocol ViewModelInputs: AnyObject {
  /// The user changed the filter; `text` is the field's text.
  func didChangeFilter(_ text: String)

  /// The user changed the name; `text` is the field's text.
  func didChangeName(_ text: String)

  /// The user changed the surname; `text` is the field's text.
  func didChangeSurname(_ text: String)

  /// The user tapped row `row` of the list (from 0).
  func didSelectRow(_ row: Int)

  /// The user tapped the create button.
  func didTapCreate()

  /// The user tapped the update button.
  func didTapUpdate()

  /// The user tapped the delete button.
  func didTapDelete()
}

/// What the view model shows: one observable per thing the view displays.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// The list's rows, `Surname, Name`.
  var rows: Observable<[String]> { get }

  /// The entry a tapped row puts in the name and surname fields.
  var selectedEntry: Observable<CrudEntry> { get }

  /// Whether the create button is enabled.
  var isCreateEnabled: Observable<Bool> { get }

  /// Whether the update button is enabled.
  var isUpdateEnabled: Observable<Bool> { get }

  /// Whether the delete button is enabled.
  var isDeleteEnabled: Observable<Bool> { get }
}

/// The view model of MVVM: keeps the entries (`CrudModel`) and publishes what the view shows as
/// ``Observable`` values the view controller binds to; it knows no kit type.
@MainActor
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The list's rows.
  public let rows: Observable<[String]>

  /// The entry a tapped row puts in the fields; empty until a tap.
  public let selectedEntry = Observable(CrudEntry(name: "", surname: ""))

  /// Whether the create button is enabled.
  public let isCreateEnabled = Observable(false)

  /// Whether the update button is enabled.
  public let isUpdateEnabled = Observable(false)

  /// Whether the delete button is enabled.
  public let isDeleteEnabled = Observable(false)

  private var model = CrudModel()

  /// Creates the view model with the three first entries.
  public init() {
    rows = Observable(model.rows)
  }

  /// The inputs, for the view controller to send to.
  public var inputs: any ViewModelInputs { self }

  /// The outputs, for the view controller to bind.
  public var outputs: any ViewModelOutputs { self }

  /// Records the filter, which clears the selection, and publishes the rows it keeps.
  public func didChangeFilter(_ text: String) {
    @Received(by: self, text) var message = #function
    model.filter = text
    publishList()
  }

  /// Records the name.
  public func didChangeName(_ text: String) {
    @Received(by: self, text) var message = #function
    model.name = text
    publishButtons()
  }

  /// Records the surname.
  public func didChangeSurname(_ text: String) {
    @Received(by: self, text) var message = #function
    model.surname = text
    publishButtons()
  }

  /// Selects the row's entry and publishes it for the fields.
  public func didSelectRow(_ row: Int) {
    @Received(by: self, row) var message = #function
    model.select(row: row)
    selectedEntry.value = CrudEntry(name: model.name, surname: model.surname)
    publishButtons()
  }

  /// Appends the fields' entry.
  public func didTapCreate() {
    @Received(by: self) var message = #function
    model.create()
    publishList()
  }

  /// Replaces the selected entry with the fields'.
  public func didTapUpdate() {
    @Received(by: self) var message = #function
    model.update()
    publishList()
  }

  /// Removes the selected entry.
  public func didTapDelete() {
    @Received(by: self) var message = #function
    model.delete()
    publishList()
  }

  private func publishList() {
    rows.value = model.rows
    publishButtons()
  }

  private func publishButtons() {
    isCreateEnabled.value = model.canCreate
    isUpdateEnabled.value = model.canUpdate
    isDeleteEnabled.value = model.canDelete
  }
}
