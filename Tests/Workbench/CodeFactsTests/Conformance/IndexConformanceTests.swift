import CodeFacts
import Foundation
import Testing

/// A role its pattern keeps free of side effects writes no global and no static, itself or
/// through a helper, judged from what the compiler resolved.
struct IndexConformanceTests {
  static func violations(
    _ sources: [String: String], model: IntendedModel
  ) throws
    -> [ConformanceViolation]
  {
    let fixture = try IndexFixture(sources: sources)
    defer { fixture.remove() }
    return IndexConformance.check(try fixture.graph(), model: model, root: fixture.folder.path)
  }

  /// A change's build compiles a changed shared layer as a module of its own, which
  /// `-module-alias` makes the change's `CalculatorUI`: its types are still the kit's.
  @Test func aChangesBuildOfASharedLayerPlaysThatLayer() {
    #expect(IndexConformance.layer(ofModule: "CalculatorUI") == .kit)
    #expect(IndexConformance.layer(ofModule: "History_CalculatorUI") == .kit)
    #expect(IndexConformance.layer(ofModule: "PieceCount_CalculatorModel") == .model)
    #expect(IndexConformance.layer(ofModule: "History_MVC") == nil)
    #expect(IndexConformance.layer(ofModule: "MVC") == nil)
  }

  /// Two screens' controllers and a view of their own, for the rule on reaching a peer.
  static let twoScreens = IntendedModel(
    pattern: "MVC", definition: "two screens",
    roles: [
      PatternRole(
        "controller", types: ["CalculatorViewController", "HistoryViewController"],
        duty: "Decides."),
      PatternRole("view", types: ["CalculatorView"], duty: "Shows."),
    ],
    edges: [AllowedEdge("controller", "view", why: "The controller owns its view.")])

  /// Issue 45: a History controller steering the calculator controller's view through a weak
  /// back reference; setting the pushed controller's back reference is wiring, not reported.
  @Test func aControllerReadingAnotherControllersViewToCallItIsReportedAtTheRead() throws {
    let found = try Self.violations(
      [
        "Screens.swift": """
        final class CalculatorView { func setInputText(_ text: String) {} }
        final class CalculatorViewController {
          let calculatorView = CalculatorView()
          var history: HistoryViewController?
          func showHistory() { let next = HistoryViewController(); next.calculator = self; history = next }
        }
        final class HistoryViewController {
          weak var calculator: CalculatorViewController?
          func choose() {
            calculator?.calculatorView.setInputText("1")
          }
        }
        """
      ], model: Self.twoScreens)
    #expect(found.map(\.location) == ["Screens.swift:10:17"])
    #expect(
      found.first?.rule
        == "a controller reaches another screen's controller only through its methods")
  }

  @Test func aReducerThatCallsAGlobalFunctionWritingAGlobalIsReportedAtTheCall() throws {
    let found = try Self.violations(
      [
        "Log.swift": """
        nonisolated(unsafe) var actions = 0
        func logAction() { actions += 1 }
        """,
        "Reducer.swift": """
        enum Reducer {
          static func reduce(into state: inout Int) {
            state += 1
            logAction()
          }
        }
        """,
      ], model: .store)
    #expect(found.map(\.location) == ["Reducer.swift:4:5"])
    #expect(found.first?.rule == "the reducer writes no global and no static")
    #expect(found.first?.detail.contains("logAction(), which writes the global `actions`") == true)
  }

  @Test func aStaticCounterInsideTheReducerIsReported() throws {
    let found = try Self.violations(
      [
        "Reducer.swift": """
        enum Reducer {
          nonisolated(unsafe) static var reduced = 0
          static func reduce(into state: inout Int) {
            reduced += 1
          }
        }
        """
      ], model: .store)
    #expect(found.map(\.location) == ["Reducer.swift:4:5"])
  }

  @Test func aReducerThatOnlyChangesItsStateKeepsThePattern() throws {
    let found = try Self.violations(
      [
        "Reducer.swift": """
        enum Reducer {
          static let step = 1
          static func reduce(into state: inout Int) { state += Reducer.step }
        }
        """
      ], model: .store)
    #expect(found.isEmpty)
  }

  @Test func aViewModelsHelperTypeWritingAStaticCountsForTheViewModel() throws {
    let found = try Self.violations(
      [
        "ViewModel.swift": """
        final class ViewModel {
          let navigator = Navigator()
          func didTapHistory() { navigator.show() }
        }
        """,
        "Navigator.swift": """
        final class Navigator {
          nonisolated(unsafe) static var shown: [String] = []
          func show() { Navigator.shown.append("history") }
        }
        """,
      ], model: .mvvm)
    #expect(found.map(\.location) == ["ViewModel.swift:3:36"])
    #expect(found.first?.detail.contains("show()") == true)
  }

  @Test func aRoleThePatternLetsHaveEffectsIsNotJudgedByThisFact() throws {
    let found = try Self.violations(
      [
        "Log.swift": """
        nonisolated(unsafe) var actions = 0
        """,
        "Store.swift": """
        final class Store { func send() { actions += 1 } }
        """,
      ], model: .store)
    #expect(found.isEmpty)
  }

  @Test func aPresenterReachingTheConcreteViewThroughAHelperClassIsReportedAtTheCall() throws {
    let found = try Self.violations(
      [
        "Presenter.swift": """
        final class Presenter {
          let screens = Screens()
          func didTap() {
            screens.refresh()
          }
        }
        """,
        "Screens.swift": """
        final class CalculatorViewController { func show() {} }
        final class Screens {
          func refresh() { CalculatorViewController().show() }
        }
        """,
      ], model: .mvp)
    #expect(found.map(\.location) == ["Presenter.swift:4:13"])
    #expect(found.first?.rule == "presenter → view of MVP")
    #expect(found.first?.detail.contains("names CalculatorViewController") == true)
  }

  @Test func aValueOfNoRoleThatHoldsAModelValueIsData() throws {
    let found = try Self.violations(
      [
        "Presenter.swift": """
        final class Presenter {
          var state = State()
          func didTap() { state = State() }
        }
        """,
        "State.swift": """
        final class CalculatorViewController {}
        struct State { var view: CalculatorViewController? = nil }
        """,
      ], model: .mvp)
    #expect(found.isEmpty)
  }

  @Test func aHistoryScreenReadingAGlobalTheCalculatorScreenWritesIsAHiddenChannel() throws {
    let found = try Self.violations(
      [
        "Rows.swift": """
        nonisolated(unsafe) var rows: [String] = []
        """,
        "CalculatorViewController.swift": """
        final class CalculatorViewController { func keep(_ row: String) { rows.append(row) } }
        """,
        "HistoryViewController.swift": """
        final class HistoryViewController { func count() -> Int { rows.count } }
        """,
      ], model: .store)
    #expect(found.map(\.location) == ["HistoryViewController.swift:1:59"])
    #expect(found.first?.rule == "roles share no global and no static")
    #expect(found.first?.detail.contains("which CalculatorViewController writes too") == true)
  }

  @Test func aGlobalOneTypeKeepsToItselfIsNoChannel() throws {
    let found = try Self.violations(
      [
        "CalculatorViewController.swift": """
        nonisolated(unsafe) var shown = 0
        final class CalculatorViewController { func show() { shown += 1 } }
        """
      ], model: .store)
    #expect(found.isEmpty)
  }
}
