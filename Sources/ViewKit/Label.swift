import Tracing

/// A read-only line of text, like UIKit's `UILabel`.
@MainActor
public final class Label: View {
  private var storage: String?

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
