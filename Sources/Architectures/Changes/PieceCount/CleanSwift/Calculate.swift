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

  /// What the interactor hands the presenter: the sum and piece count, not yet formatted.
  public struct Response: Equatable, Sendable {
    /// The sum of the input's integer pieces.
    public var sum: Int128

    /// How many of the input's pieces are integers.
    public var pieceCount: Int

    /// Creates the response.
    ///
    /// - Parameters:
    ///   - sum: The sum of the input's integer pieces.
    ///   - pieceCount: How many of the input's pieces are integers.
    public init(sum: Int128, pieceCount: Int) {
      self.sum = sum
      self.pieceCount = pieceCount
    }
  }

  /// What the presenter hands the view: the texts to show.
  public struct ViewModel: Equatable, Sendable {
    /// The result label's text.
    public var resultText: String

    /// The piece-count label's text.
    public var pieceCountText: String

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - resultText: The result label's text.
    ///   - pieceCountText: The piece-count label's text.
    public init(resultText: String, pieceCountText: String) {
      self.resultText = resultText
      self.pieceCountText = pieceCountText
    }
  }
}
