/// What the interactor hands the presenter: one response per use case.
@MainActor
public protocol CrudPresentationLogic: AnyObject {
  /// Presents what an edit of the form shows and allows.
  func presentForm(response: EditForm.Response)

  /// Presents the entries after a change.
  func presentEntries(response: ChangeEntries.Response)
}
