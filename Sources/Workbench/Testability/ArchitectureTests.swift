/// Where an architecture's sources and tests are, and which of its tests need the screen.
struct ArchitectureTests {
  /// The architecture's name in the catalogue.
  var name: String
  /// Its sources' folder, relative to the package root (`Sources/MVP`).
  var sourcePath: String
  /// Its test target's folder (`Tests/MVPTests`).
  var testPath: String
  /// Its test module (`MVPTests`).
  var testModule: String
  /// Its test files' facts.
  var files: [TestFileFacts]
  /// Its `@Test` functions, each classified by what it reaches.
  var functions: [TestFunction] = []
  /// Its source files (relative to the package root) that import a kit or a screen module.
  var kitFiles: Set<String> = []
  /// The kits' and the screen driver's source folders, relative to the package root.
  var kitFolders: [String] = []

  /// The test folder beside `sourcePath`: `Sources/X/MVP` → `Tests/X/MVPTests`.
  static func testPath(for sourcePath: String) -> String {
    var parts = sourcePath.split(separator: "/").map(String.init)
    if parts.first == "Sources" { parts[0] = "Tests" }
    if let last = parts.last { parts[parts.count - 1] = last + "Tests" }
    return parts.joined(separator: "/")
  }

  /// A Swift Testing `--filter` that selects exactly the kit-free test functions, or the others;
  /// `nil` when there is none.
  func filter(kitFree: Bool) -> String? {
    filter(functions.filter { $0.isKitFree == kitFree })
  }

  /// A Swift Testing `--filter` that selects exactly `functions` (a test of a nested suite too);
  /// `nil` when there is none.
  func filter(_ functions: [TestFunction]) -> String? {
    guard !functions.isEmpty else { return nil }
    let alternatives = functions.map {
      $0.suite.isEmpty ? "\($0.name)\\(" : "\($0.suite)/(.*/)?\($0.name)\\("
    }
    return "^\(testModule)\\.(\(Set(alternatives).sorted().joined(separator: "|")))"
  }
}
