import Testing

@testable import Testability

struct TestFunctionClassifierTests {
  static let roleScripts = """
    import ScreenDriver
    import Testing
    import VIPER

    @MainActor
    struct RoleScriptTests {
      @Test func theViewShowsEveryResult() throws {
        let controller = try #require(Router.createModule() as? CalculatorViewController)
        let screen = try ScreenDriver(controller)
        #expect(screen.resultText == "0")
      }

      @Test func thePresenterShowsEveryResult() {
        let view = FakeCalculatorView()
        let presenter = Presenter(interactor: Interactor(model: Calculator()))
        presenter.view = view
        #expect(view.shownResults.isEmpty)
      }

      @Test func theInteractorReportsEverySum() {
        let output = makeSpy()
        #expect(output.sums.isEmpty)
      }

      private func makeSpy() -> InteractorOutputSpy { InteractorOutputSpy() }
    }

    """

  static let fakes = """
    final class FakeCalculatorView: CalculatorViewProtocol {
      var shownResults: [String] = []
    }

    final class InteractorOutputSpy {
      var sums: [Int] = []
      let window = Window()
    }

    """

  static let suiteWithAScreen = """
    @MainActor
    struct ScreenTests {
      let screen = ScreenDriver(CalculatorScreen.makeRootViewController())

      @Test func typesAToken() {
        #expect(true)
      }
    }

    """

  static let kitTypes: Set<String> = [
    "ScreenDriver", "CalculatorViewController", "Router", "CalculatorScreen", "Window",
  ]

  @Test func eachFunctionOfAMixedFileIsClassifiedByWhatItReaches() {
    let functions = TestFunctionClassifier.classify(
      files: [("RoleScriptTests.swift", Self.roleScripts), ("Fakes.swift", Self.fakes)],
      kitTypes: Self.kitTypes)
    #expect(
      functions.map(\.name) == [
        "theViewShowsEveryResult", "thePresenterShowsEveryResult", "theInteractorReportsEverySum",
      ])
    #expect(functions.map(\.isKitFree) == [false, true, false])
    #expect(functions[0].kitTypes == ["CalculatorViewController", "Router", "ScreenDriver"])
    #expect(functions[1].suite == "RoleScriptTests")
  }

  @Test func aHelperOrAFakeThatReachesAKitTypeMakesItsTestAScreenTest() {
    let functions = TestFunctionClassifier.classify(
      files: [("RoleScriptTests.swift", Self.roleScripts), ("Fakes.swift", Self.fakes)],
      kitTypes: Self.kitTypes)
    #expect(functions[2].kitTypes == ["Window"])
  }

  @Test func aSuitesStoredPropertyRunsForEveryTestOfTheSuite() {
    let functions = TestFunctionClassifier.classify(
      files: [("ScreenTests.swift", Self.suiteWithAScreen)], kitTypes: Self.kitTypes)
    #expect(functions.map(\.isKitFree) == [false])
  }

  @Test func theFilterSelectsExactlyTheKitFreeFunctions() {
    var tests = ArchitectureTests(
      name: "VIPER", sourcePath: "Sources/VIPER", testPath: "Tests/VIPERTests",
      testModule: "VIPERTests", files: [])
    tests.functions = TestFunctionClassifier.classify(
      files: [("RoleScriptTests.swift", Self.roleScripts), ("Fakes.swift", Self.fakes)],
      kitTypes: Self.kitTypes)
    #expect(
      tests.filter(kitFree: true)
        == #"^VIPERTests\.(RoleScriptTests/(.*/)?thePresenterShowsEveryResult\()"#)
    #expect(tests.filter([]) == nil)
  }
}
