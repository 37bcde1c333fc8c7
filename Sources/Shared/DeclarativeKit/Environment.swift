/// An object a view reads from its ancestors, like SwiftUI's `@Environment(Model.self)`: an
/// ancestor puts it there with ``View/environment(_:)``, and every view below reads it.
///
/// ```swift
/// @Environment(Calculator.self) private var calculator
/// var body: some View { Text(calculator?.resultText ?? "") }
/// ```
///
/// The value is `nil` when no ancestor provides one, as SwiftUI's optional form is.
@MainActor
@propertyWrapper
public struct Environment<Object: AnyObject> {
  private let slot = EnvironmentSlot<Object>()

  /// Reads the object of type `type` an ancestor provides.
  ///
  /// - Parameter type: The object's type.
  public init(_ type: Object.Type) {}

  /// The object, or `nil` when no ancestor provides one.
  public var wrappedValue: Object? { slot.object }
}

extension Environment: NodeProperty {
  func attach(to node: Node, label: String) {
    slot.object = node.environment[ObjectIdentifier(Object.self)] as? Object
  }
}

/// Where one made copy of a view's ``Environment`` finds the object.
@MainActor
final class EnvironmentSlot<Object: AnyObject> {
  var object: Object?
}

/// A property of a view that the renderer connects to the view's node before its body runs.
@MainActor
protocol NodeProperty {
  /// Connects the property, named `label` in its view, to `node`.
  func attach(to node: Node, label: String)
}
