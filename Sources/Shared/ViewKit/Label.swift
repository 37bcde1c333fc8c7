import Tracing

/// A read-only line of text, like UIKit's `UILabel`.
@MainActor
public final class Label: View {
  // Shared-layer storage opts out of dynamic exclusivity checks: it is touched on the main actor,
  // one event at a time, and never lent out `inout`, so a check guards nothing while costing every
  // architecture the same 80-odd instructions an access. Roles' own properties keep their checks.
  @exclusivity(unchecked) private var storage: String?

  /// The text the label shows; `nil` until something sets it.
  public var text: String? {
    get { storage }
    set {
      Trace.call(
        role: accessibilityIdentifier ?? "Label", "text", argument: Trace.describe(newValue ?? ""),
        kind: .labelUpdate
      ) { storage = newValue }
    }
  }
}
