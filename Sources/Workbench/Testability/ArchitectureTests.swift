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

  /// The test folder beside `sourcePath`: `Sources/X/MVP` → `Tests/X/MVPTests`.
  static func testPath(for sourcePath: String) -> String {
    var parts = sourcePath.split(separator: "/").map(String.init)
    if parts.first == "Sources" { parts[0] = "Tests" }
    if let last = parts.last { parts[parts.count - 1] = last + "Tests" }
    return parts.joined(separator: "/")
  }

  /// The suites of the kit-free files, or of the others.
  func suites(kitFree: Bool) -> [String] {
    files.filter { $0.isKitFree == kitFree && $0.testCount > 0 }.flatMap(\.suites)
  }

  /// A Swift Testing `--filter` that selects exactly the tests of `suites`.
  func filter(suites: [String]) -> String {
    "^\(testModule)\\.(\(suites.joined(separator: "|")))/"
  }
}
