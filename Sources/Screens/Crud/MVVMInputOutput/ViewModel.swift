public import Binding
public import CrudModel
import Tracing

/// The view model of input/output MVVM: one transform from the view's streams (the load, the
/// three fields, the row taps, the button taps) to what it shows, a scan of every event into
/// the entries (`CrudModel`).
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's event streams.
  public struct Input {
    /// The view's load, once, before any other event.
    public let load: Signal<Void>
    /// Each text of the filter's field.
    public let filter: Signal<String>
    /// Each text of the name's field.
    public let name: Signal<String>
    /// Each text of the surname's field.
    public let surname: Signal<String>
    /// Each tapped row (from 0).
    public let selectedRow: Signal<Int>
    /// Each tap of the create button.
    public let createTaps: Signal<Void>
    /// Each tap of the update button.
    public let updateTaps: Signal<Void>
    /// Each tap of the delete button.
    public let deleteTaps: Signal<Void>

    /// Creates the input.
    public init(
      load: Signal<Void>, filter: Signal<String>, name: Signal<String>, surname: Signal<String>,
      selectedRow: Signal<Int>, createTaps: Signal<Void>, updateTaps: Signal<Void>,
      deleteTaps: Signal<Void>
    ) {
      self.load = load
      self.filter = filter
      self.name = name
      self.surname = surname
      self.selectedRow = selectedRow
      self.createTaps = createTaps
      self.updateTaps = updateTaps
      self.deleteTaps = deleteTaps
    }
  }

  /// The streams the view shows, one value each after every event.
  public struct Output {
    /// The list's rows after an event that can change them (the load, the filter, a button);
    /// `nil` after any other.
    public let rows: Signal<[String]?>
    /// The entry a tapped row puts in the fields; `nil` after any other event.
    public let fields: Signal<CrudEntry?>
    /// Whether the create button is enabled.
    public let isCreateEnabled: Signal<Bool>
    /// Whether the update button is enabled.
    public let isUpdateEnabled: Signal<Bool>
    /// Whether the delete button is enabled.
    public let isDeleteEnabled: Signal<Bool>
  }

  /// One event of the view, as the scan applies it.
  private enum Event {
    case load
    case filter(String)
    case name(String)
    case surname(String)
    case select(Int)
    case create
    case update
    case delete
  }

  /// The state the scan keeps, and what the last event changed.
  private struct Screen {
    var model = CrudModel()
    var rows: [String]?
    var fields: CrudEntry?
  }

  /// Creates the view model.
  public init() {}

  /// Describes every output as a function of the inputs.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let fields = Signal.merge(
      Signal.merge(input.filter.map(Event.filter), input.name.map(Event.name)),
      Signal.merge(input.surname.map(Event.surname), input.selectedRow.map(Event.select)))
    let buttons = Signal.merge(
      Signal.merge(input.load.map { Event.load }, input.createTaps.map { Event.create }),
      Signal.merge(input.updateTaps.map { Event.update }, input.deleteTaps.map { Event.delete }))
    let screens = Signal.merge(fields, buttons).scan(into: Screen()) { screen, event in
      Self.apply(event, to: &screen)
      return screen
    }
    return Output(
      rows: screens.map(\.rows), fields: screens.map(\.fields),
      isCreateEnabled: screens.map(\.model.canCreate),
      isUpdateEnabled: screens.map(\.model.canUpdate),
      isDeleteEnabled: screens.map(\.model.canDelete))
  }

  private static func apply(_ event: Event, to screen: inout Screen) {
    screen.fields = nil
    switch event {
    case .load: break
    case .filter(let text): screen.model.filter = text
    case .name(let text): screen.model.name = text
    case .surname(let text): screen.model.surname = text
    case .select(let row):
      screen.model.select(row: row)
      screen.fields = CrudEntry(name: screen.model.name, surname: screen.model.surname)
    case .create: screen.model.create()
    case .update: screen.model.update()
    case .delete: screen.model.delete()
    }
    switch event {
    case .name, .surname, .select: screen.rows = nil
    case .load, .filter, .create, .update, .delete: screen.rows = screen.model.rows
    }
  }
}
