/// What the user did, as the store receives it.
public enum Action: Equatable, Sendable {
  /// The filter's field changed to this text.
  case filterChanged(String)
  /// The name's field changed to this text.
  case nameChanged(String)
  /// The surname's field changed to this text.
  case surnameChanged(String)
  /// The row at this index (from 0) was tapped.
  case rowSelected(Int)
  /// The create button was tapped.
  case createTapped
  /// The update button was tapped.
  case updateTapped
  /// The delete button was tapped.
  case deleteTapped
}
