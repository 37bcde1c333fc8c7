/// What the presenter can ask of its view: the passive view's whole surface, in plain values.
@MainActor
public protocol CrudViewProtocol: AnyObject {
  /// Shows `rows` in the list, top to bottom.
  ///
  /// - Parameter rows: Each row's text.
  func setRows(_ rows: [String])

  /// Shows `name` and `surname` in their fields.
  ///
  /// - Parameters:
  ///   - name: The name's text.
  ///   - surname: The surname's text.
  func setFields(name: String, surname: String)

  /// Enables or disables the create button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  func setCreateEnabled(_ enabled: Bool)

  /// Enables or disables the update button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  func setUpdateEnabled(_ enabled: Bool)

  /// Enables or disables the delete button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  func setDeleteEnabled(_ enabled: Bool)
}
