/// The clear-input use case: the user tapped the clear button, and the screen shows an empty
/// input and its sum.
///
/// It has its own request, response and view model, as every Clean Swift use case does, even
/// where the request carries nothing.
public enum ClearInput {
  /// What the view asks of the interactor: to empty the input.
  public struct Request: Equatable, Sendable {
    /// Creates the request.
    public init() {}
  }

  /// What the interactor hands the presenter: the sum of the emptied input, not yet formatted.
  public struct Response: Equatable, Sendable {
    /// The sum of the input's integer pieces.
    public var sum: Int128

    /// Creates the response.
    ///
    /// - Parameter sum: The sum of the input's integer pieces.
    public init(sum: Int128) {
      self.sum = sum
    }
  }

  /// What the presenter hands the view: the texts to show.
  public struct ViewModel: Equatable, Sendable {
    /// The input field's text.
    public var inputText: String

    /// The result label's text.
    public var resultText: String

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - inputText: The input field's text.
    ///   - resultText: The result label's text.
    public init(inputText: String, resultText: String) {
      self.inputText = inputText
      self.resultText = resultText
    }
  }
}
