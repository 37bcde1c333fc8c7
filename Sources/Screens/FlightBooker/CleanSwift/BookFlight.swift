/// The scene's second use case: booking the flight, and its confirmation.
public enum BookFlight {
  /// The view controller's request: book what is entered.
  public struct Request: Equatable, Sendable {
    /// Creates a request.
    public init() {}
  }

  /// The interactor's response: the booking made.
  public struct Response: Equatable, Sendable {
    /// Whether it is a return flight.
    public var isReturn: Bool
    /// The start date, as typed.
    public var startDate: String
    /// The return date, as typed.
    public var returnDate: String

    /// Creates a response.
    public init(isReturn: Bool, startDate: String, returnDate: String) {
      self.isReturn = isReturn
      self.startDate = startDate
      self.returnDate = returnDate
    }
  }

  /// The presenter's view model: the confirmation's text.
  public struct ViewModel: Equatable, Sendable {
    /// The message to show.
    public var message: String

    /// Creates a view model.
    public init(message: String) {
      self.message = message
    }
  }
}
