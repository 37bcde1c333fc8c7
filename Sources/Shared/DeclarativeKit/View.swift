/// A piece of a declarative screen, like SwiftUI's `View`: a value that describes what to show
/// as a ``body`` made of other views.
///
/// Views are values, made again each time their parent's body runs. What persists is their
/// identity: their place in the tree (and an element's `id` in a ``ForEach``), under which a
/// ``HostingController`` keeps their ``State`` and the widgets they render to.
///
/// ```swift
/// struct Greeting: View {
///   @State private var name = ""
///   var body: some View {
///     TextField("Name", text: $name).accessibilityIdentifier("nameTextField")
///     Text("Hello, \(name)")
///   }
/// }
/// ```
@MainActor
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// What this view shows, made of other views.
  @ViewBuilder var body: Body { get }
}

/// A view the renderer shows itself: its ``View/body`` is never evaluated.
@MainActor
protocol PrimitiveView {}

extension View {
  /// The view's type name, as traces and ``BodyEvaluation`` show it.
  var typeName: String { String(describing: Self.self) }
}
