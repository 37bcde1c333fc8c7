/// What the view controller asks of the interactor: one request per use case.
@MainActor
public protocol CrudBusinessLogic: AnyObject {
  /// Applies an edit of the form.
  func editForm(request: EditForm.Request)

  /// Changes the entries, or lists them.
  func changeEntries(request: ChangeEntries.Request)
}
