/// The undo use case: the user tapped the undo button, and the field the last edit changed shows
/// its text from before that edit again, with the sum of the fields as they are then.
///
/// Each leg of the VIP cycle carries its own value, as for every use case: the view sends a
/// ``Request``, the interactor answers with a ``Response``, the presenter makes it a
/// ``ViewModel`` for display.
public enum Undo {
  /// What the view asks of the interactor: to take back the last edit, with nothing to say.
  public struct Request: Equatable, Sendable {
    /// Creates the request.
    public init() {}
  }

  /// What the interactor hands the presenter: the text put back, in the field it belongs to,
  /// and the sum, not yet formatted.
  public struct Response: Equatable, Sendable {
    /// The token put back, or `nil` when the undone edit was the input's.
    public var token: String?

    /// The input put back, or `nil` when the undone edit was the token's.
    public var input: String?

    /// The sum of the input's integer pieces after the undo.
    public var sum: Int128

    /// Creates the response.
    ///
    /// - Parameters:
    ///   - token: The token put back, if the undone edit was the token's.
    ///   - input: The input put back, if the undone edit was the input's.
    ///   - sum: The sum of the input's integer pieces after the undo.
    public init(token: String? = nil, input: String? = nil, sum: Int128) {
      self.token = token
      self.input = input
      self.sum = sum
    }
  }

  /// What the presenter hands the view: the texts to show.
  public struct ViewModel: Equatable, Sendable {
    /// The token field's text, or `nil` to leave the field as it is.
    public var tokenText: String?

    /// The input field's text, or `nil` to leave the field as it is.
    public var inputText: String?

    /// The result label's text.
    public var resultText: String

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - tokenText: The token field's text, if it changes.
    ///   - inputText: The input field's text, if it changes.
    ///   - resultText: The result label's text.
    public init(tokenText: String? = nil, inputText: String? = nil, resultText: String) {
      self.tokenText = tokenText
      self.inputText = inputText
      self.resultText = resultText
    }
  }
}
