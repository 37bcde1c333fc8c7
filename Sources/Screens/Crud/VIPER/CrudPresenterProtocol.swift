/// What the view tells the presenter: the user's actions, in plain values.
@MainActor
public protocol CrudPresenterProtocol: AnyObject {
  /// The view loaded.
  func viewDidLoad()

  /// The user changed the filter's field to `text`.
  func didChangeFilter(_ text: String)

  /// The user changed the name's field to `text`.
  func didChangeName(_ text: String)

  /// The user changed the surname's field to `text`.
  func didChangeSurname(_ text: String)

  /// The user tapped row `row` (from 0).
  func didSelectRow(_ row: Int)

  /// The user tapped the create button.
  func didTapCreate()

  /// The user tapped the update button.
  func didTapUpdate()

  /// The user tapped the delete button.
  func didTapDelete()
}
