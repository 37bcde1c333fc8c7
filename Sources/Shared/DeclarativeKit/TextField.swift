/// An editable line of text bound to a value, like SwiftUI's `TextField`; rendered as a ViewKit
/// `TextField`, each user edit written through ``Binding`` and the screen brought up to date at
/// the end of the edit.
public struct TextField: View, PrimitiveView {
  /// The placeholder, shown in traces only (the kit draws nothing).
  let title: String
  /// Where the text is read and written.
  let text: Binding<String>

  /// Creates a field that shows `text` and writes the user's edits to it.
  ///
  /// - Parameters:
  ///   - title: The placeholder.
  ///   - text: The text's binding, such as `$name` of a `@State var name`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// Nothing: the renderer shows the field itself.
  public var body: EmptyView { return EmptyView() }
}
