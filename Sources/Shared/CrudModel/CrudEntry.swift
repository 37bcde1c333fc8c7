/// One person of 7GUIs' CRUD: a name and a surname, shown as `Surname, Name`.
public struct CrudEntry: Sendable, Equatable {
  /// The first name.
  public var name: String
  /// The surname, which the filter matches.
  public var surname: String

  /// Creates the entry of `name` and `surname`.
  ///
  /// - Parameters:
  ///   - name: The first name.
  ///   - surname: The surname.
  public init(name: String, surname: String) {
    self.name = name
    self.surname = surname
  }

  /// The row's text: `Surname, Name`.
  public var rowText: String { "\(surname), \(name)" }
}
