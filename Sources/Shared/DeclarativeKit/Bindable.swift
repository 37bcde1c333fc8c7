/// Bindings to the properties of an observable object, like SwiftUI's `Bindable`: with
/// `@Bindable var model`, `$model.text` is a ``Binding`` a ``TextField`` writes through.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The object.
  public var wrappedValue: Object

  /// Creates bindings to the properties of `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  /// Creates bindings to the properties of `object`.
  ///
  /// - Parameter object: The object.
  public init(_ object: Object) {
    self.wrappedValue = object
  }

  /// The bindings themselves, reached as `$model`.
  public var projectedValue: Bindable<Object> { self }

  /// A binding to a property of the object.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding that reads and writes it.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Object, Member>
  ) -> Binding<Member> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
