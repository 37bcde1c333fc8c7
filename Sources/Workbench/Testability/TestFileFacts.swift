/// What one test file of an architecture is, read from its code: whether it needs the screen,
/// how many tests it declares, and the suites that hold them.
public struct TestFileFacts: Sendable, Equatable {
  /// The file's path.
  public var path: String
  /// The modules it imports.
  public var imports: [String]
  /// The number of `@Test` functions it declares (a parameterized test counts once).
  public var testCount: Int
  /// The types it declares at file scope, which name its tests' suites.
  public var suites: [String]
  /// Every name its code mentions, to find the roles it reaches.
  public var mentionedNames: Set<String>
  /// Whether it imports no kit and nothing that drives a screen.
  public var isKitFree: Bool

  /// Creates a test file's facts.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - imports: The modules it imports.
  ///   - testCount: Its `@Test` functions.
  ///   - suites: Its file-scope types.
  ///   - mentionedNames: The names its code mentions.
  ///   - isKitFree: Whether it imports no kit and nothing that drives a screen.
  public init(
    path: String, imports: [String], testCount: Int, suites: [String],
    mentionedNames: Set<String>, isKitFree: Bool
  ) {
    self.path = path
    self.imports = imports
    self.testCount = testCount
    self.suites = suites
    self.mentionedNames = mentionedNames
    self.isKitFree = isKitFree
  }
}
