public import CrudModel
public import Observation
import Tracing

/// The entry a tap on a row puts in the name and surname fields, numbered by tap, so a second
/// tap on the same entry is a change to show even though the entry is equal.
public struct FilledFields: Equatable, Sendable {
  /// The entry's name and surname.
  public var entry: CrudEntry
  /// How many taps on a row there have been, this one included; 0 before any.
  public var tap: Int
}

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

/// What the view model shows, as observable properties.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// The list's rows, `Surname, Name`.
  var rows: [String] { get }

  /// The entry the last tapped row put in the name and surname fields.
  var filledFields: FilledFields { get }

  /// Whether the create button is enabled.
  var isCreateEnabled: Bool { get }

  /// Whether the update button is enabled.
  var isUpdateEnabled: Bool { get }

  /// Whether the delete button is enabled.
  var isDeleteEnabled: Bool { get }
}

/// The view model of MVVM with Swift's Observation: keeps the entries (`CrudModel`) and exposes
/// what the view shows as `@Observable` properties; it knows no kit type.
@MainActor
@Observable
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The list's rows.
  public private(set) var rows = CrudModel().rows

  /// The entry the last tapped row put in the fields; empty, tap 0, until a tap.
  public private(set) var filledFields = FilledFields(
    entry: CrudEntry(name: "", surname: ""), tap: 0)

  /// Whether the create button is enabled.
  public private(set) var isCreateEnabled = false

  /// Whether the update button is enabled.
  public private(set) var isUpdateEnabled = false

  /// Whether the delete button is enabled.
  public private(set) var isDeleteEnabled = false

  @ObservationIgnored private var model = CrudModel()

  /// Creates the view model with the three first entries.
  public init() {}

  /// The inputs, for the view controller to send to.
  public var inputs: any ViewModelInputs { self }

  /// The outputs, for the view controller to read.
  public var outputs: any ViewModelOutputs { self }

  /// Records the filter, which clears the selection, and publishes the rows it keeps.
  public func didChangeFilter(_ text: String) {
    @Received(by: self, text) var received = #function
    model.filter = text
    publishList()
  }

  /// Records the name.
  public func didChangeName(_ text: String) {
    @Received(by: self, text) var received = #function
    model.name = text
    publishButtons()
  }

  /// Records the surname.
  public func didChangeSurname(_ text: String) {
    @Received(by: self, text) var received = #function
    model.surname = text
    publishButtons()
  }

  /// Selects the row's entry and publishes it for the fields.
  public func didSelectRow(_ row: Int) {
    @Received(by: self, row) var received = #function
    model.select(row: row)
    filledFields = FilledFields(
      entry: CrudEntry(name: model.name, surname: model.surname), tap: filledFields.tap + 1)
    publishButtons()
  }

  /// Appends the fields' entry.
  public func didTapCreate() {
    @Received(by: self) var received = #function
    model.create()
    publishList()
  }

  /// Replaces the selected entry with the fields'.
  public func didTapUpdate() {
    @Received(by: self) var received = #function
    model.update()
    publishList()
  }

  /// Removes the selected entry.
  public func didTapDelete() {
    @Received(by: self) var received = #function
    model.delete()
    publishList()
  }

  /// Sets the rows, even when unchanged: an entry created or replaced with equal text is still
  /// a new list to show.
  private func publishList() {
    rows = model.rows
    publishButtons()
  }

  private func publishButtons() {
    if isCreateEnabled != model.canCreate { isCreateEnabled = model.canCreate }
    if isUpdateEnabled != model.canUpdate { isUpdateEnabled = model.canUpdate }
    if isDeleteEnabled != model.canDelete { isDeleteEnabled = model.canDelete }
  }
}
