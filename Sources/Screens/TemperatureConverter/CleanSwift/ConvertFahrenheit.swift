/// The use case of an edit of the Fahrenheit field: its request, the interactor's response and
/// the presenter's view model.
public enum ConvertFahrenheit {
  /// The Fahrenheit field's text after the user's edit.
  public struct Request: Equatable, Sendable {
    /// The Fahrenheit field's text.
    public var fahrenheit: String

    /// Creates a request.
    ///
    /// - Parameter fahrenheit: The Fahrenheit field's text.
    public init(fahrenheit: String) {
      self.fahrenheit = fahrenheit
    }
  }

  /// The converted temperature, rounded half away from zero.
  public struct Response: Equatable, Sendable {
    /// The Celsius value, an integer in decimal.
    public var celsius: String

    /// Creates a response.
    ///
    /// - Parameter celsius: The Celsius value, an integer in decimal.
    public init(celsius: String) {
      self.celsius = celsius
    }
  }

  /// What the Celsius field shows.
  public struct ViewModel: Equatable, Sendable {
    /// The Celsius field's text.
    public var celsiusText: String

    /// Creates a view model.
    ///
    /// - Parameter celsiusText: The Celsius field's text.
    public init(celsiusText: String) {
      self.celsiusText = celsiusText
    }
  }
}
