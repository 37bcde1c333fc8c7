/// A value a view owns, kept by its identity in the tree, like SwiftUI's `@State`: the view is
/// made again on each update of its parent, but its state lives on while the view keeps its
/// place, and a change to it re-evaluates the bodies that read it.
///
/// ```swift
/// @State private var name = ""
/// var body: some View { TextField("Name", text: $name) }
/// ```
///
/// Setting a value equal to the current one (for an `Equatable` value) changes nothing and
/// re-evaluates no body, as SwiftUI's state does.
@MainActor
@propertyWrapper
public struct State<Value> {
  private let slot: StateSlot<Value>

  /// Creates state whose first value is `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The value until something sets another.
  public init(wrappedValue: Value) {
    slot = StateSlot(initialValue: wrappedValue)
  }

  /// The value; outside a body being shown, the initial value.
  public var wrappedValue: Value {
    get { slot.box?.value ?? slot.initialValue }
    nonmutating set {
      if let box = slot.box { box.value = newValue } else { slot.initialValue = newValue }
    }
  }

  /// A binding that reads and writes the state: `$name`.
  public var projectedValue: Binding<Value> {
    let slot = self.slot
    return Binding(
      get: { slot.box?.value ?? slot.initialValue },
      set: { value in
        if let box = slot.box { box.value = value } else { slot.initialValue = value }
      })
  }
}

extension State: NodeProperty {
  func attach(to node: Node, label: String) {
    slot.box = node.stateBox(label: label, initialValue: slot.initialValue)
  }
}

/// Where one made copy of a view's ``State`` finds the storage its identity keeps.
@MainActor
final class StateSlot<Value> {
  var initialValue: Value
  var box: StateBox<Value>?

  init(initialValue: Value) {
    self.initialValue = initialValue
  }
}
