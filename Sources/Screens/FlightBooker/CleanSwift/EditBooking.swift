/// The scene's first use case: an edit of the booking (the flight's kind or a date), and what
/// it allows.
public enum EditBooking {
  /// One edit of the booking.
  public enum Edit: Equatable, Sendable {
    /// Segment `segment` of the flight's kind was selected (0 one way, 1 return).
    case flightType(Int)
    /// The start date's field now holds this text.
    case startDate(String)
    /// The return date's field now holds this text.
    case returnDate(String)
  }

  /// The view controller's request: the edit.
  public struct Request: Equatable, Sendable {
    /// What was edited.
    public var edit: Edit

    /// Creates a request.
    public init(edit: Edit) {
      self.edit = edit
    }
  }

  /// The interactor's response: what the booking now allows.
  public struct Response: Equatable, Sendable {
    /// Whether a return date is asked for.
    public var asksReturnDate: Bool
    /// Whether the booking can be made.
    public var canBook: Bool

    /// Creates a response.
    public init(asksReturnDate: Bool, canBook: Bool) {
      self.asksReturnDate = asksReturnDate
      self.canBook = canBook
    }
  }

  /// The presenter's view model: what to enable.
  public struct ViewModel: Equatable, Sendable {
    /// Whether the return date's field is enabled.
    public var isReturnDateEnabled: Bool
    /// Whether the book button is enabled.
    public var isBookEnabled: Bool

    /// Creates a view model.
    public init(isReturnDateEnabled: Bool, isBookEnabled: Bool) {
      self.isReturnDateEnabled = isReturnDateEnabled
      self.isBookEnabled = isBookEnabled
    }
  }
}
