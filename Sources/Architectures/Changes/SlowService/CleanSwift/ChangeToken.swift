/// The change-token use case: the user edited the separators, and the screen shows the sum of
/// the input with the new ones.
///
/// It has its own request, response and view model, as every Clean Swift use case does, even
/// where they carry what ``Calculate``'s do.
public enum ChangeToken {
  /// What the view asks of the interactor: the token field's new text.
  public struct Request: Equatable, Sendable {
    /// The token field's new text: the separator characters.
    public var token: String

    /// Creates the request.
    ///
    /// - Parameter token: The token field's new text.
    public init(token: String) {
      self.token = token
    }
  }

  /// What the interactor hands the presenter: the sum with the new separators, not yet formatted,
  /// or that it is on its way.
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
