/// Everything the temperature converter shows, as one value: both fields' texts.
///
/// Only ``Reducer/reduce(into:action:)`` changes it.
public struct State: Equatable, Sendable {
  /// The Celsius field's text.
  public var celsiusText: String

  /// The Fahrenheit field's text.
  public var fahrenheitText: String

  /// Creates a state; both fields are empty by default, as on a loaded screen.
  ///
  /// - Parameters:
  ///   - celsiusText: The Celsius field's text.
  ///   - fahrenheitText: The Fahrenheit field's text.
  public init(celsiusText: String = "", fahrenheitText: String = "") {
    self.celsiusText = celsiusText
    self.fahrenheitText = fahrenheitText
  }
}
