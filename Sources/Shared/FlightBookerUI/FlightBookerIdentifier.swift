/// The accessibility identifiers of the flight booker's widgets: the surface a UI test (and the
/// workbench's harness) drives.
public enum FlightBookerIdentifier {
  /// The segmented control of the flight's kind: "one-way flight", "return flight".
  public static let flightTypeControl = "flightTypeControl"

  /// The start date's field.
  public static let startDateTextField = "startDateTextField"

  /// The return date's field, enabled only for a return flight.
  public static let returnDateTextField = "returnDateTextField"

  /// The button that books.
  public static let bookButton = "bookButton"

  /// The label that confirms a booking.
  public static let messageLabel = "messageLabel"
}
