/// The restore-token use case: the screen opens, the interactor gives its model the token
/// remembered from the last launch, and the screen shows that token and the result under it.
///
/// It has its own request, response and view model, as every Clean Swift use case does, even
/// where the request carries nothing.
public enum RestoreToken {
  /// What the view asks of the interactor: the remembered token, with nothing to say.
  public struct Request: Equatable, Sendable {
    /// Creates the request.
    public init() {}
  }

  /// What the interactor hands the presenter: the remembered token, now its model's, and the
  /// sum under it.
  public struct Response: Equatable, Sendable {
    /// The separator characters remembered from the last launch; empty when none are.
    public var token: String

    /// The sum of the input under the restored token.
    public var sum: Int128

    /// Creates the response.
    ///
    /// - Parameters:
    ///   - token: The separator characters remembered from the last launch.
    ///   - sum: The sum of the input under that token.
    public init(token: String, sum: Int128) {
      self.token = token
      self.sum = sum
    }
  }

  /// What the presenter hands the view: the texts to show.
  public struct ViewModel: Equatable, Sendable {
    /// The token field's text.
    public var tokenText: String

    /// The result label's text.
    public var resultText: String

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - tokenText: The token field's text.
    ///   - resultText: The result label's text.
    public init(tokenText: String, resultText: String) {
      self.tokenText = tokenText
      self.resultText = resultText
    }
  }
}
