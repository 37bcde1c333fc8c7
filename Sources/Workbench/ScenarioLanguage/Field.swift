/// A text field that a scenario edits: one of the calculator's two by its short name, or any
/// text field on the top screen by its accessibility identifier.
///
/// ``name`` is the word a scenario file uses for the field (`token`, `input`, `nameTextField`).
public enum Field: Sendable, Hashable {
  /// The field of separator characters.
  case token

  /// The field of text to split and sum.
  case input

  /// The text field with this accessibility identifier, found on the top screen.
  case identifier(String)

  /// The fields with a short name, in the order that messages list them.
  public static let shortNames: [Field] = [.token, .input]

  /// The field a short name names, or `nil` if `name` is not `token` or `input`.
  ///
  /// - Parameter shortName: A word of a scenario file.
  public init?(shortName: String) {
    switch shortName {
    case "token": self = .token
    case "input": self = .input
    default: return nil
    }
  }

  /// The word a scenario file names the field by.
  public var name: String {
    switch self {
    case .token: "token"
    case .input: "input"
    case .identifier(let identifier): identifier
    }
  }
}
