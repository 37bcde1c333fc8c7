import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct ChangeRequestTests {
  @Test(arguments: [
    ("piece-count", "PieceCount"), ("undo", "Undo"), ("remember-token", "RememberToken"),
  ])
  func namesItsFoldersInUpperCamelCase(name: String, folder: String) {
    let request = ChangeRequest(name: name)
    #expect(request.folder == folder)
    #expect(
      request.implementation(of: "MVP")
        == ".build/change-sources/\(name)/Sources/Architectures/MVP")
    #expect(
      request.implementationTests(of: "MVP")
        == ".build/change-sources/\(name)/Tests/Architectures/MVPTests")
    #expect(request.patch(of: "MVPTests") == "Scenarios/Changes/\(name)/patches/MVPTests.patch")
  }

  @Test func findsTheFoldersOfScenariosChangesThatHaveAReadme() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    try fixture.write("Scenarios/Changes/clear-button/README.md", "# clear")
    try fixture.write("Scenarios/Changes/draft/notes.txt", "not yet a request")
    #expect(
      ChangeRequest.all(packageRoot: fixture.path).map(\.name) == ["clear-button", "undo"])
  }

  @Test func aFolderWhoseNameIsNotLowercaseWordsIsNoChangeRequest() throws {
    let fixture = try TemporaryFolder()
    for name in ["esc\u{1B}]0;pwn\u{07}\u{202E}", "Upper", "two--dashes", "-lead", "ok-2"] {
      try fixture.write("Scenarios/Changes/\(name)/README.md", "# \(name)")
    }
    #expect(ChangeRequest.all(packageRoot: fixture.path).map(\.name) == ["ok-2"])
  }

  @Test func findsNoneWithoutTheFolder() throws {
    let fixture = try TemporaryFolder()
    #expect(ChangeRequest.all(packageRoot: fixture.path).isEmpty)
  }

  @Test func hasMutantsWhenItHasAMutantsPatch() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/slow-service/patches/mutants/NoEllipsis.patch", "")
    try fixture.write("Scenarios/Changes/undo/patches/mutants/.keep", "")
    #expect(ChangeRequest(name: "slow-service").hasMutants(packageRoot: fixture.path))
    #expect(!ChangeRequest(name: "undo").hasMutants(packageRoot: fixture.path))
    #expect(!ChangeRequest(name: "piece-count").hasMutants(packageRoot: fixture.path))
  }
}
