/// Receives the user's actions on a ``CrudView``.
@MainActor
public protocol CrudViewDelegate: AnyObject {
  /// The user changed the filter's field; `text` is its new text.
  ///
  /// - Parameters:
  ///   - crudView: The view whose field changed.
  ///   - text: The field's text.
  func didChangeFilter(_ crudView: CrudView, text: String)

  /// The user changed the name's field; `text` is its new text.
  ///
  /// - Parameters:
  ///   - crudView: The view whose field changed.
  ///   - text: The field's text.
  func didChangeName(_ crudView: CrudView, text: String)

  /// The user changed the surname's field; `text` is its new text.
  ///
  /// - Parameters:
  ///   - crudView: The view whose field changed.
  ///   - text: The field's text.
  func didChangeSurname(_ crudView: CrudView, text: String)

  /// The user tapped row `row` of the list (from 0).
  ///
  /// - Parameters:
  ///   - crudView: The view whose list was tapped.
  ///   - row: The row's index.
  func didSelectRow(_ crudView: CrudView, row: Int)

  /// The user tapped the create button.
  ///
  /// - Parameter crudView: The view whose button was tapped.
  func didTapCreate(_ crudView: CrudView)

  /// The user tapped the update button.
  ///
  /// - Parameter crudView: The view whose button was tapped.
  func didTapUpdate(_ crudView: CrudView)

  /// The user tapped the delete button.
  ///
  /// - Parameter crudView: The view whose button was tapped.
  func didTapDelete(_ crudView: CrudView)
}
