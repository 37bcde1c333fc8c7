/// What the presenter hands the view controller: one view model per use case.
@MainActor
public protocol CrudDisplayLogic: AnyObject {
  /// Shows what an edit of the form changed.
  func displayForm(viewModel: EditForm.ViewModel)

  /// Shows the entries after a change.
  func displayEntries(viewModel: ChangeEntries.ViewModel)
}
