/// The use case of an edit of the Celsius field: its request, the interactor's response and
/// the presenter's view model.
public enum ConvertCelsius {
  /// The Celsius field's text after the user's edit.
  public struct Request: Equatable, Sendable {
    /// The Celsius field's text.
    public var celsius: String

    /// Creates a request.
    ///
    /// - Parameter celsius: The Celsius field's text.
    public init(celsius: String) {
      self.celsius = celsius
    }
  }

  /// The converted temperature, rounded half away from zero.
  public struct Response: Equatable, Sendable {
    /// The Fahrenheit value, an integer in decimal.
    public var fahrenheit: String

    /// Creates a response.
    ///
    /// - Parameter fahrenheit: The Fahrenheit value, an integer in decimal.
    public init(fahrenheit: String) {
      self.fahrenheit = fahrenheit
    }
  }

  /// What the Fahrenheit field shows.
  public struct ViewModel: Equatable, Sendable {
    /// The Fahrenheit field's text.
    public var fahrenheitText: String

    /// Creates a view model.
    ///
    /// - Parameter fahrenheitText: The Fahrenheit field's text.
    public init(fahrenheitText: String) {
      self.fahrenheitText = fahrenheitText
    }
  }
}
