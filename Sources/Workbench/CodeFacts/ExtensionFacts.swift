/// An `extension` declaration: the type it extends, what it adds conformance to, and the types
/// it mentions.
public struct ExtensionFacts: Sendable, Equatable {
  /// The extended type, as written (`CalculatorViewController`, `Array`).
  public var extendedType: String

  /// The protocols and types after the colon, as written.
  public var conformances: [String]

  /// The capitalised names in the extension's header and body, sorted, each once.
  public var mentionedTypeNames: [String]

  /// The file that declares it.
  public var path: String

  /// The 1-based line of its `extension` keyword.
  public var line: Int

  /// Creates an extension's facts.
  ///
  /// - Parameters:
  ///   - extendedType: The extended type.
  ///   - conformances: The conformances it adds.
  ///   - mentionedTypeNames: The capitalised names it mentions.
  ///   - path: The file that declares it.
  ///   - line: The line of its `extension` keyword.
  public init(
    extendedType: String, conformances: [String], mentionedTypeNames: [String], path: String,
    line: Int
  ) {
    self.extendedType = extendedType
    self.conformances = conformances
    self.mentionedTypeNames = mentionedTypeNames
    self.path = path
    self.line = line
  }
}
