import CrudModel
import Tracing

/// The presenter of Clean Swift: turns each response into the view model the view controller
/// displays, writing each entry's row as `Surname, Name`.
@MainActor
public final class Presenter: CrudPresentationLogic {
  /// The view controller to display in; held weakly, it being the owner of the cycle.
  public weak var viewController: (any CrudDisplayLogic)?

  /// Creates a presenter with no view controller yet.
  public init() {}

  /// Hands on the rows, the fields and what to enable.
  public func presentForm(response: EditForm.Response) {
    @Received(by: self, response.availability) var message = #function
    viewController?.displayForm(
      viewModel: EditForm.ViewModel(
        rows: response.entries?.map(\.rowText), fields: response.selected,
        availability: response.availability))
  }

  /// Hands on the rows and what to enable.
  public func presentEntries(response: ChangeEntries.Response) {
    @Received(by: self, response.entries.count) var message = #function
    viewController?.displayEntries(
      viewModel: ChangeEntries.ViewModel(
        rows: response.entries.map(\.rowText), availability: response.availability))
  }
}
