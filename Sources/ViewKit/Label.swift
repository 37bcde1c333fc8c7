/// A read-only line of text, like UIKit's `UILabel`.
@MainActor
public final class Label: View {
  /// The text the label shows; `nil` until something sets it.
  public var text: String?
}
