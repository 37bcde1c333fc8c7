/// The restore-token use case: the screen opens, and the token field shows the token remembered
/// from the last launch.
///
/// It has its own request, response and view model, as every Clean Swift use case does, even
/// where the request carries nothing.
public enum RestoreToken {
  /// What the view asks of the interactor: the remembered token, with nothing to say.
  public struct Request: Equatable, Sendable {
    /// Creates the request.
    public init() {}
  }

  /// What the interactor hands the presenter: the remembered token.
  public struct Response: Equatable, Sendable {
    /// The separator characters remembered from the last launch; empty when none are.
    public var token: String

    /// Creates the response.
    ///
    /// - Parameter token: The separator characters remembered from the last launch.
    public init(token: String) {
      self.token = token
    }
  }

  /// What the presenter hands the view: the text to show.
  public struct ViewModel: Equatable, Sendable {
    /// The token field's text.
    public var tokenText: String

    /// Creates the view model.
    ///
    /// - Parameter tokenText: The token field's text.
    public init(tokenText: String) {
      self.tokenText = tokenText
    }
  }
}
