import Testing

@testable import Testability

struct TestFileReaderTests {
  static let presenterTests = """
    import MVP
    import Testing
    import WorkbenchTestSupport

    @MainActor
    struct PresenterTests {
      @Test func showsTheSum() {
        let presenter = Presenter(model: Calculator())
        #expect(presenter.view == nil)
      }

      @Test(arguments: [1, 2]) func showsEachSum(value: Int) {}
    }

    """

  @Test func aFileImportingNoScreenModuleIsKitFree() {
    let facts = TestFileReader.read(
      path: "PresenterTests.swift", text: Self.presenterTests, screenModules: ["ViewKit"])
    #expect(facts.isKitFree)
    #expect(facts.imports == ["MVP", "Testing", "WorkbenchTestSupport"])
  }

  @Test func aFileImportingAScreenModuleNeedsTheScreen() {
    let facts = TestFileReader.read(
      path: "PresenterTests.swift", text: Self.presenterTests,
      screenModules: ["WorkbenchTestSupport"])
    #expect(!facts.isKitFree)
  }

  @Test func countsEachTestFunctionOnceAndNamesItsSuites() {
    let facts = TestFileReader.read(
      path: "PresenterTests.swift", text: Self.presenterTests, screenModules: [])
    #expect(facts.testCount == 2)
    #expect(facts.suites == ["PresenterTests"])
    #expect(facts.mentionedNames.contains("Presenter"))
  }

  @Test func theTestFolderMirrorsTheSourceFolder() {
    #expect(ArchitectureTests.testPath(for: "Sources/MVP") == "Tests/MVPTests")
    #expect(
      ArchitectureTests.testPath(for: "Sources/Architectures/MVP")
        == "Tests/Architectures/MVPTests")
  }

  @Test func theFilterSelectsExactlyTheFunctionsOfTheTestModule() {
    let tests = ArchitectureTests(
      name: "MVP", sourcePath: "Sources/MVP", testPath: "Tests/MVPTests", testModule: "MVPTests",
      files: [])
    let functions = [
      TestFunction(file: "A.swift", suite: "A", name: "f", kitTypes: []),
      TestFunction(file: "B.swift", suite: "", name: "g", kitTypes: ["View"]),
    ]
    #expect(tests.filter(functions) == #"^MVPTests\.(A/(.*/)?f\(|g\()"#)
  }
}
