/// One case of an enum with an associated value, as a path: how to embed a value in it and how
/// to extract it back, the way swift-case-paths lets a parent name its child's actions.
///
/// ```swift
/// let history = CasePath(Action.history) {
///   guard case .history(let action) = $0 else { return nil }
///   return action
/// }
/// ```
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a value in the case.
  public let embed: @Sendable (Value) -> Root

  /// The case's value, or `nil` when `root` is another case.
  public let extract: @Sendable (Root) -> Value?

  /// Creates a path from the case's constructor and its extraction.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor.
  ///   - extract: The case's value, or `nil` for another case.
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}
