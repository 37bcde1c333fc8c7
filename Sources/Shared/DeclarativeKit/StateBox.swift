import Observation

/// The storage of one ``State`` property of one view in the tree, observable: a body that reads
/// it is re-evaluated when it changes, with the property's name as the cause.
@MainActor
final class StateBox<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var storage: Value
  /// The property's name as `_printChanges()` shows it: `_name`.
  let label: String
  /// The renderer told of each change's cause.
  weak var renderer: Renderer?

  init(_ value: Value, label: String, renderer: Renderer?) {
    storage = value
    self.label = label
    self.renderer = renderer
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storage
    }
    set {
      guard !isSame(storage, newValue) else { return }
      let change = {
        self.registrar.withMutation(of: self, keyPath: \.value) { self.storage = newValue }
      }
      if let renderer { renderer.changing(cause: label, change) } else { change() }
    }
  }
}

/// Whether `old` and `new` are equal, for values that are `Equatable`; otherwise false, so that
/// every assignment is a change.
private func isSame<Value>(_ old: Value, _ new: Value) -> Bool {
  guard let old = old as? any Equatable else { return false }
  return old.isEqual(to: new)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
