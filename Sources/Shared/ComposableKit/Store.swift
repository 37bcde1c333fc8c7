public import DeclarativeKit
public import Observation
import Tracing

/// The runtime of a feature: it holds the state, reduces each action the views send, runs the
/// effects the reducer returns, and lets views observe exactly the properties they read.
///
/// As with the Composable Architecture's `@ObservableState`, reading `store.name` (through
/// dynamic member lookup) registers an observation of that one property: a body that reads
/// only `resultText` is evaluated again only when an action changes `resultText`, and an
/// assignment of an equal value changes nothing. Reading ``state`` observes the whole state,
/// as a store without observable state did.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementButtonTapped)
/// store.count  // 1
/// ```
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  private let registrar = ObservationRegistrar()
  private let read: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> Void
  private var tracked: [AnyKeyPath: TrackedProperty] = [:]
  private var listeners: [@MainActor (State, State) -> Void] = []
  private var children: [AnyKeyPath: AnyObject] = [:]
  private var tasks: [Task<Void, Never>] = []

  /// A property some body read, with how to tell that it changed and whom to tell.
  private struct TrackedProperty {
    var changed: (State, State) -> Bool
    var notify: @MainActor (Store) -> Void
  }

  /// Creates a store over `initialState`, reducing each action with the reducer `reducer`
  /// makes.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Makes the feature's reducer.
  public convenience init<Feature: Reducer<State, Action>>(
    initialState: State, reducer: () -> Feature
  ) {
    let root = StoreRoot(state: initialState, reducer: reducer())
    self.init(read: { root.state }, send: { root.send($0) })
    root.owner = self
  }

  private init(
    read: @escaping @MainActor () -> State, send: @escaping @MainActor (Action) -> Void
  ) {
    self.read = read
    self.sendAction = send
  }

  isolated deinit {
    for task in tasks { task.cancel() }
  }

  /// Sends `action` to the reducer: the state changes at once, views that read a changed
  /// property are told, and the returned effects start.
  ///
  /// - Parameter action: What the user did.
  public func send(_ action: Action) {
    @Received(role: "Store", action) var message = #function
    sendAction(action)
  }

  /// The value at `keyPath` in the state, observed alone: a change of another property, or
  /// an assignment of an equal value, does not invalidate the reader.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath, changed: { $0[keyPath: keyPath] != $1[keyPath: keyPath] })
    return read()[keyPath: keyPath]
  }

  /// The value at `keyPath` in the state, which cannot be compared, so every action that
  /// reaches the state invalidates the reader.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath, changed: { _, _ in true })
    return read()[keyPath: keyPath]
  }

  /// The whole state, observed as a whole: any action that reaches it invalidates the reader,
  /// the coarse observation of a store whose state is not observable property by property.
  public var state: State {
    observe(\State.self, changed: { _, _ in true })
    return read()
  }

  /// Reads the state without observing it, as an effect or a test does.
  ///
  /// - Parameter body: Reads what it needs.
  /// - Returns: What `body` returns.
  public func withState<Value>(_ body: (State) -> Value) -> Value {
    body(read())
  }

  /// A binding to the state's value at `keyPath` that sends `action` for each value written:
  /// how a text field edits a store's state, by action and never by assignment, as
  /// `viewStore.binding(get:send:)` does.
  ///
  /// - Parameters:
  ///   - keyPath: The value the binding reads, observed alone when the field shows it.
  ///   - action: The action each written value is sent as.
  /// - Returns: The binding.
  public func binding<Value: Equatable>(
    get keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action
  ) -> Binding<Value> {
    Binding(get: { self[dynamicMember: keyPath] }, set: { self.send(action($0)) })
  }

  /// A store of a child feature, reading its state from this one's and sending its actions here.
  ///
  /// Its state is the part of this one at `state`; each action is sent to this store as
  /// `action` makes it. Scoping twice to one path gives one store.
  ///
  /// - Parameters:
  ///   - state: The child's state in this state.
  ///   - action: Embeds the child's action in this store's.
  /// - Returns: The child's store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>, action: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    if let child = children[state] as? Store<ChildState, ChildAction> { return child }
    let child = Store<ChildState, ChildAction>(
      read: { [read] in read()[keyPath: state] }, send: { [sendAction] in sendAction(action($0)) })
    listeners.append { [weak child] old, new in
      child?.stateDidChange(from: old[keyPath: state], to: new[keyPath: state])
    }
    children[state] = child
    return child
  }

  /// Keeps the tasks of effects this store started, cancelled when it goes.
  func keep(_ started: [Task<Void, Never>]) {
    tasks.removeAll { $0.isCancelled }
    tasks += started
  }

  /// Tells the readers of each property that changed, then the child stores.
  func stateDidChange(from old: State, to new: State) {
    for property in tracked.values where property.changed(old, new) {
      property.notify(self)
    }
    for listener in listeners { listener(old, new) }
  }

  private func observe<Value>(
    _ keyPath: KeyPath<State, Value>, changed: @escaping (State, State) -> Bool
  ) {
    let observed = (\Store.observedState).appending(path: keyPath)
    registrar.access(self, keyPath: observed)
    guard tracked[keyPath] == nil else { return }
    tracked[keyPath] = TrackedProperty(changed: changed) { store in
      store.registrar.willSet(store, keyPath: observed)
      store.registrar.didSet(store, keyPath: observed)
    }
  }

  /// The state as the root of the key paths observers register.
  private var observedState: State { read() }
}

/// The state and reducer of a store made from a reducer: scoped stores read and send through
/// the root's.
@MainActor
private final class StoreRoot<Feature: Reducer> {
  var state: Feature.State
  let reducer: Feature
  weak var owner: Store<Feature.State, Feature.Action>?

  init(state: Feature.State, reducer: Feature) {
    self.state = state
    self.reducer = reducer
  }

  func send(_ action: Feature.Action) {
    let old = state
    let effect = reducer.reduce(into: &state, action: action)
    owner?.stateDidChange(from: old, to: state)
    let started = effect.start(sending: Send { [weak self] in self?.send($0) })
    owner?.keep(started)
  }
}
