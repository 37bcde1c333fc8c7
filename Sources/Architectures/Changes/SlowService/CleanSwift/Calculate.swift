public import TextEditing

/// The calculate use case: the user edited the input, and the screen shows its sum.
///
/// Each leg of the VIP cycle carries its own value: the view sends a ``Request``, the
/// interactor answers with a ``Response``, the presenter makes it a ``ViewModel`` for display.
public enum Calculate {
  /// What the view asks of the interactor: the input field's new text and the edit that made it.
  public struct Request: Equatable, Sendable {
    /// The input field's new text.
    public var input: String

    /// How the previous input became ``input``.
    public var edit: TextEdit

    /// Creates the request.
    ///
    /// - Parameters:
    ///   - input: The input field's new text.
    ///   - edit: How the previous input became `input`.
    public init(input: String, edit: TextEdit) {
      self.input = input
      self.edit = edit
    }
  }

  /// What the interactor hands the presenter: the sum, not yet formatted, or that it is on its
  /// way.
  public struct Response: Equatable, Sendable {
    /// The sum of the input's integer pieces, or `nil` while it is on its way.
    public var sum: Int128?

    /// Creates the response.
    ///
    /// - Parameter sum: The sum of the input's integer pieces, or `nil` while it is on its way.
    public init(sum: Int128?) {
      self.sum = sum
    }
  }

  /// What the presenter hands the view: the text to show.
  public struct ViewModel: Equatable, Sendable {
    /// The result label's text.
    public var resultText: String

    /// Creates the view model.
    ///
    /// - Parameter resultText: The result label's text.
    public init(resultText: String) {
      self.resultText = resultText
    }
  }
}
