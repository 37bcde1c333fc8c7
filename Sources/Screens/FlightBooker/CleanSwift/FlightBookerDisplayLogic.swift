/// What the presenter hands the view controller: one view model per use case.
@MainActor
public protocol FlightBookerDisplayLogic: AnyObject {
  /// Shows what is enabled.
  func displayAvailability(viewModel: EditBooking.ViewModel)

  /// Shows the confirmation.
  func displayBooking(viewModel: BookFlight.ViewModel)
}
