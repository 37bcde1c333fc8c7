/// A value read and written elsewhere, like SwiftUI's `Binding`: what `$name` of a ``State``
/// property, or `$model.name` of a ``Bindable`` model, gives a ``TextField``.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// Creates a binding that reads with `get` and writes with `set`.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes a new value.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to a value that never changes, for previews and tests.
  ///
  /// - Parameter value: The value.
  /// - Returns: A binding that reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself, so that a view holding `@Binding var text` passes `$text` on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding that reads and writes that property through this binding.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member>
  {
    Binding<Member>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { member in self.wrappedValue[keyPath: keyPath] = member })
  }
}
