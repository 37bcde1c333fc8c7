import ArchitectureCatalog
import ArchitectureDescriptor
import CodeFacts
import Foundation
import Testing

/// The bundled models of this checkout, read from their files, as the tests name them.
extension IntendedModel {
  static let massiveMVC = bundled("MassiveMVC")
  static let mvc = bundled("MVC")
  static let mvp = bundled("MVP")
  static let mvpSupervisingController = bundled("MVP-SupervisingController")
  static let mvvm = bundled("MVVM")
  static let mvvmInputOutput = bundled("MVVM-IO")
  static let mvvmObservation = bundled("MVVM-Observation")
  static let store = bundled("Store")
  static let viper = bundled("VIPER")
  static let cleanSwift = bundled("CleanSwift")

  /// The bundled model called `name`; a file that cannot be read fails the test that asked.
  static func bundled(_ name: String) -> IntendedModel {
    do {
      if let model = try named(name, packageRoot: StaticConformanceTests.packageRoot) {
        return model
      }
      Issue.record("no bundled intended model is called \(name)")
    } catch {
      Issue.record("\(error)")
    }
    return IntendedModel(pattern: name, definition: "unreadable", roles: [], edges: [])
  }
}

/// Every bundled model file reads as the pattern it is named after, every architecture of the
/// catalogue has one, and a broken one is reported at its line.
struct IntendedModelBundledFileTests {
  static let root = StaticConformanceTests.packageRoot

  @Test func everyBundledFileReadsAsThePatternItIsNamedAfter() throws {
    let files = try IntendedModel.bundledFiles(packageRoot: Self.root)
    #expect(files.count >= 10)
    let models = try IntendedModel.bundled(packageRoot: Self.root)
    #expect(models.count == files.count)
    #expect(models.map(\.pattern) == (try IntendedModel.bundledPatterns(packageRoot: Self.root)))
    #expect(models.allSatisfy { $0.variant?.isEmpty == false })
  }

  @Test func everyArchitectureOfTheCatalogueHasABundledFile() throws {
    let patterns = Set(try IntendedModel.bundledPatterns(packageRoot: Self.root))
    #expect(Catalog.architectures.map(\.name).filter { !patterns.contains($0) } == [])
  }

  @Test func aBundledFileNamedAfterAnotherPatternIsReportedAtItsPattern() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundled-models-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent(IntendedModel.bundledFolder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = try String(
      contentsOfFile: Self.root + "/" + IntendedModel.bundledFolder + "/MVC.json", encoding: .utf8)
    try text.write(to: folder.appendingPathComponent("MVP.json"), atomically: true, encoding: .utf8)
    let error = #expect(throws: ModelFileError.self) {
      try IntendedModel.named("mvp", packageRoot: root.path)
    }
    #expect(
      error?.description.hasSuffix(
        "/MVP.json:2:14: error: the file of pattern 'MVC' is "
          + "called 'MVP.json': name a bundled model's file after its pattern") == true)
    #expect(try IntendedModel.named("MVC", packageRoot: root.path) == nil)
  }
}

/// The History roles and navigation edges of MassiveMVC, MVC and MVP (the history change
/// request): the role that decides navigates and hears the chosen row back, another that
/// navigates is a divergence, and a second screen's presenter keeps to its view's protocol.
struct BundledModelHistoryTests {
  /// MVP's trace of a History row's tap, as `workbench trace` shows it.
  static let mvpRowTap = ReflexionTests.event(
    1,
    [
      ("User", "historyList", "selectRow", 0),
      ("historyList", "HistoryView", "didSelectRowAt", 1),
      ("HistoryView", "HistoryViewController", "didSelectRow", 2),
      ("HistoryViewController", "HistoryPresenter", "didSelectRow(at:)", 3),
      ("HistoryPresenter", "Presenter", "historyPresenter", 4),
      ("Presenter", "CalculatorViewController", "setInputText", 5),
      ("CalculatorViewController", "CalculatorView", "setInputText", 6),
      ("Presenter", "Calculator", "calculate(with:)", 5),
      ("Presenter", "CalculatorViewController", "setResultText", 5),
      ("CalculatorViewController", "CalculatorView", "setResultText", 6),
      ("CalculatorView", "resultLabel", "text", 7),
      ("Presenter", "Router", "closeHistory", 5),
      ("Router", "NavigationController", "popViewController", 6),
    ])

  /// A controller's trace of the History button's tap in MassiveMVC or MVC.
  static let controllerPush = ReflexionTests.event(
    1,
    [
      ("User", "historyButton", "tap", 0),
      ("historyButton", "CalculatorView", "touchUpInside", 1),
      ("CalculatorView", "CalculatorViewController", "didTapHistoryButton", 2),
      ("CalculatorViewController", "NavigationController", "pushViewController", 3),
      ("NavigationController", "HistoryViewController", "viewDidLoad", 4),
      ("HistoryViewController", "HistoryModel", "rows", 5),
      ("HistoryViewController", "HistoryView", "setRows", 5),
    ])

  @Test func anMVPRowTapTravelsBackToThePresenterWhichHasItsRouterPop() {
    let reflexion = Reflexion.compare(.mvp, events: [Self.mvpRowTap])
    #expect(reflexion.divergences.map(\.rule) == [])
    #expect(reflexion.unmapped == [])
    #expect(
      reflexion.convergences.contains("presenter → router (through CalculatorRouterProtocol)"))
    #expect(
      reflexion.convergences.contains("router → kit [pushViewController, popViewController]"))
  }

  @Test func anMVPViewThatPopsTheScreenIsADivergence() {
    var tap = Self.mvpRowTap
    tap.messages.removeLast(2)
    tap.messages.append(
      contentsOf: [
        ObservedMessage(
          from: "Presenter", to: "CalculatorViewController", member: "closeHistory", depth: 5),
        ObservedMessage(
          from: "CalculatorViewController", to: "NavigationController",
          member: "popViewController", depth: 6),
      ])
    let reflexion = Reflexion.compare(.mvp, events: [tap])
    #expect(
      reflexion.divergences.map(\.rule) == ["view → kit does not carry this message in MVP"])
  }

  @Test func anMVPModelTellsThePresenterOfARemovalAndNoBaseScenarioShowsIt() {
    let delete = ReflexionTests.event(
      1,
      [
        ("User", "historyList", "swipeToDeleteRow", 0),
        ("historyList", "HistoryView", "didDeleteRowAt", 1),
        ("HistoryView", "HistoryViewController", "didDeleteRow", 2),
        ("HistoryViewController", "HistoryPresenter", "didDeleteRow(at:)", 3),
        ("HistoryPresenter", "HistoryModel", "remove(at:)", 4),
        ("HistoryModel", "HistoryPresenter", "historyModel", 5),
        ("HistoryPresenter", "HistoryViewController", "deleteRow(at:)", 6),
        ("HistoryViewController", "HistoryView", "deleteRow(at:)", 7),
      ])
    let reflexion = Reflexion.compare(.mvp, events: [delete])
    #expect(reflexion.divergences.map(\.rule) == [])
    #expect(reflexion.unmapped == [])
    #expect(reflexion.convergences.contains("model → presenter"))
    let base = Reflexion.compare(.mvp, events: [ReflexionTests.event(1, [])])
    let absence = base.absences.first { $0.edge == "model → presenter" }
    #expect(absence?.reason?.contains("--change history") == true)
  }

  @Test func anMVPPresenterThatPopsTheScreenItselfIsADivergence() {
    var tap = Self.mvpRowTap
    tap.messages.removeLast(2)
    tap.messages.append(
      ObservedMessage(
        from: "Presenter", to: "NavigationController", member: "popViewController", depth: 5))
    let reflexion = Reflexion.compare(.mvp, events: [tap])
    #expect(reflexion.divergences.map(\.rule) == ["presenter → kit is no edge of MVP"])
  }

  @Test(arguments: ["MassiveMVC", "MVC"])
  func theControllerPushesTheHistoryControllerAndNoBaseScenarioNavigates(pattern: String) throws {
    let model = IntendedModel.bundled(pattern)
    let navigation = "controller → kit [pushViewController, popViewController]"
    let events = [Self.controllerPush]
    let reflexion = Reflexion.compare(model, events: events)
    #expect(reflexion.divergences.map(\.rule) == [])
    #expect(reflexion.unmapped == [])
    #expect(reflexion.convergences.contains(navigation))
    let base = Reflexion.compare(model, events: [ReflexionTests.event(1, [])])
    let absence = base.absences.first { $0.edge == navigation }
    #expect(absence?.reason?.contains("--change history") == true)
  }

  /// A History presenter whose view is `viewType`, with the passive view it would present to.
  static func historySources(viewType: String) -> [(path: String, text: String)] {
    [
      (
        "MVP/HistoryViewProtocol.swift",
        "@MainActor\npublic protocol HistoryViewProtocol: AnyObject {\n"
          + "  func setRows(_ rows: [String])\n}\n"
      ),
      (
        "MVP/HistoryViewController.swift",
        "public import ViewKit\n\n@MainActor\npublic final class HistoryViewController: "
          + "ViewController, HistoryViewProtocol {\n  private let presenter: HistoryPresenter\n"
          + "  public func setRows(_ rows: [String]) {}\n}\n"
      ),
      (
        "MVP/HistoryPresenter.swift",
        "@MainActor\npublic final class HistoryPresenter {\n"
          + "  public weak var view: \(viewType)?\n}\n"
      ),
    ]
  }

  @Test func aHistoryPresenterReachesItsViewOnlyThroughItsProtocol() throws {
    let known = try StaticConformanceTests.known()
    let passive = StaticConformance.check(
      sources: Self.historySources(viewType: "(any HistoryViewProtocol)"), model: .mvp,
      knownTypes: known)
    #expect(passive.map(\.line) == [])
    let concrete = StaticConformance.check(
      sources: Self.historySources(viewType: "HistoryViewController"), model: .mvp,
      knownTypes: known)
    #expect(concrete.map(\.rule) == ["presenter → view of MVP"])
    #expect(concrete.first?.location == "MVP/HistoryPresenter.swift:3")
    #expect(concrete.first?.detail.contains("HistoryViewProtocol") == true)
  }
}
