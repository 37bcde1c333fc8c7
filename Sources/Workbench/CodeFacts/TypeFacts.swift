/// A type or protocol declared in the analysed sources: its kind, conformances, stored
/// properties, and the types it mentions.
public struct TypeFacts: Sendable, Equatable {
  /// The name, qualified by the enclosing types (`ViewModel.Input`).
  public var name: String

  /// Class, struct, enum, actor or protocol.
  public var kind: TypeKind

  /// Whether it is declared `public` or `open`.
  public var isPublic: Bool

  /// What it inherits from and conforms to, as written, its extensions' conformances after its
  /// own: `ViewController`, `CalculatorViewDelegate`.
  public var conformances: [String]

  /// Its stored instance properties, in order.
  public var storedProperties: [StoredProperty]

  /// The capitalised names in its declaration, its body (nested types included) and its
  /// extensions, sorted, each once, its own name left out.
  ///
  /// Names in comments, string literals and attributes are not mentions. A name is taken to be
  /// a type's when it starts with a capital letter, as Swift's naming convention has it.
  public var mentionedTypeNames: [String]

  /// The shared-layer types it mentions, by layer; filled in by ``CodeFacts``.
  public var externalMentions: [ExternalLayer: [String]]

  /// The other types of the same sources it mentions; filled in by ``CodeFacts``.
  public var localMentions: [String]

  /// The file that declares it.
  public var path: String

  /// The 1-based line of its declaration keyword.
  public var line: Int

  /// Creates a type's facts.
  ///
  /// - Parameters:
  ///   - name: The qualified name.
  ///   - kind: Its kind.
  ///   - isPublic: Whether it is `public` or `open`.
  ///   - conformances: What it inherits from and conforms to.
  ///   - storedProperties: Its stored instance properties.
  ///   - mentionedTypeNames: The capitalised names it mentions.
  ///   - externalMentions: The shared-layer types it mentions, by layer.
  ///   - localMentions: The other types of the same sources it mentions.
  ///   - path: The file that declares it.
  ///   - line: The line of its declaration keyword.
  public init(
    name: String, kind: TypeKind, isPublic: Bool = false, conformances: [String] = [],
    storedProperties: [StoredProperty] = [], mentionedTypeNames: [String] = [],
    externalMentions: [ExternalLayer: [String]] = [:], localMentions: [String] = [],
    path: String, line: Int
  ) {
    self.name = name
    self.kind = kind
    self.isPublic = isPublic
    self.conformances = conformances
    self.storedProperties = storedProperties
    self.mentionedTypeNames = mentionedTypeNames
    self.externalMentions = externalMentions
    self.localMentions = localMentions
    self.path = path
    self.line = line
  }

  /// The last part of ``name``: `Input` for `ViewModel.Input`.
  public var simpleName: String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// Returns the types of `layer` this type mentions.
  ///
  /// - Parameter layer: A shared layer.
  /// - Returns: The names, sorted; empty when it mentions none.
  public func mentions(in layer: ExternalLayer) -> [String] {
    externalMentions[layer] ?? []
  }

  /// Returns whether this type mentions `name` anywhere in its declaration, body or extensions.
  ///
  /// - Parameter name: A capitalised name.
  /// - Returns: `true` when it is among ``mentionedTypeNames``.
  public func mentions(_ name: String) -> Bool {
    mentionedTypeNames.contains(name)
  }
}
