/// A script of edits and checks replayed against a freshly loaded calculator screen.
///
/// Every scenario starts on a screen whose two fields are empty and whose result label reads
/// `0`; its ``steps`` then run in order.
public struct Scenario: Sendable, Equatable {
  /// The scenario's name: its file name without the extension.
  public var name: String

  /// The path the scenario was read from, as given to the parser.
  public var path: String

  /// What the scenario shows: the comment lines at the top of its file, without their `#`.
  public var description: String

  /// The directives, in file order.
  public var steps: [Step]

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: The scenario's name.
  ///   - path: The path the scenario was read from.
  ///   - description: What the scenario shows.
  ///   - steps: The directives, in file order.
  public init(name: String, path: String, description: String, steps: [Step]) {
    self.name = name
    self.path = path
    self.description = description
    self.steps = steps
  }
}
