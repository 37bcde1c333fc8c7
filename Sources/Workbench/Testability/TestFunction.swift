/// One `@Test` function of an architecture, classified by what it reaches: kit-free when its
/// code, the helpers and fakes of its test target that it names, and its suite's stored
/// properties and initializer name no type of a kit, of a module that drives a screen, or of the
/// architecture's own files that import a kit.
public struct TestFunction: Sendable, Equatable, Codable {
  /// Its file, relative to the package root.
  public var file: String
  /// The outermost type that holds it, its suite (empty at file scope).
  public var suite: String
  /// Its name, without parameters.
  public var name: String
  /// Whether it reaches no kit type: it runs without constructing any kit object.
  public var isKitFree: Bool
  /// The kit types it reaches, sorted: why it needs the screen (empty when kit-free).
  public var kitTypes: [String]

  /// Creates a test function's classification.
  ///
  /// - Parameters:
  ///   - file: Its file.
  ///   - suite: Its suite.
  ///   - name: Its name.
  ///   - kitTypes: The kit types it reaches; kit-free when empty.
  public init(file: String, suite: String, name: String, kitTypes: [String]) {
    self.file = file
    self.suite = suite
    self.name = name
    self.kitTypes = kitTypes
    isKitFree = kitTypes.isEmpty
  }
}
