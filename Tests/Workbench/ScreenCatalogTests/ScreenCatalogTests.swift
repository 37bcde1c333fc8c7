import ArchitectureDescriptor
import ChangeCost
import Foundation
import MessageTraces
import ScenarioLanguage
import ScenarioReplay
import ScreenCatalog
import Testing
import Tracing

/// The screens the workbench ships: found by name, the calculator by default, and each one's
/// bundled scenarios passing on every architecture that builds it.
@MainActor
struct ScreenCatalogTests {
  /// The package root, from this file's path.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theCalculatorComesFirstAndIsTheDefault() throws {
    let first = try #require(ScreenCatalog.screens.first)
    #expect(first.name == ScreenCatalog.defaultScreenName)
    #expect(first.scenarioPath == "Scenarios")
    #expect(first.architectures.count == 12)
  }

  /// Every architecture of the calculator builds each task, but those the task's
  /// `NOT-IMPLEMENTED` says it owes, which must then not build it.
  @Test(arguments: ["temperature-converter", "flight-booker", "crud"])
  func aSevenGUIsTaskIsBuiltInEveryArchitectureOfTheCalculator(_ name: String) throws {
    let calculator = try #require(ScreenCatalog.screen(named: ScreenCatalog.defaultScreenName))
    let task = try #require(ScreenCatalog.screen(named: name))
    let owed = Set(
      MissingImplementation.declared(in: task.scenarioPath, packageRoot: Self.root.path)
        .map(\.architecture))
    #expect(
      task.architectures.map(\.name)
        == calculator.architectures.map(\.name).filter {
          !owed.contains($0)
        })
    #expect(owed.isSubset(of: calculator.architectures.map(\.name)))
  }

  @Test func findsAScreenByNameInAnyCaseAndNoOther() {
    #expect(ScreenCatalog.screen(named: "Temperature-Converter")?.name == "temperature-converter")
    #expect(ScreenCatalog.screen(named: "FLIGHT-booker")?.name == "flight-booker")
    #expect(ScreenCatalog.screen(named: "CRUD")?.name == "crud")
    #expect(ScreenCatalog.screen(named: "cruds") == nil)
  }

  @Test(arguments: ScreenCatalog.screens.dropFirst().map(\.name))
  func anotherScreensScenariosAreMarkedSoTheCalculatorsSweepSkipsThem(_ name: String) throws {
    let screen = try #require(ScreenCatalog.screen(named: name))
    let folder = Self.root.appendingPathComponent(screen.scenarioPath)
    let marker = folder.appendingPathComponent(ScenarioLibrary.screenMarkerFileName)
    #expect(FileManager.default.fileExists(atPath: marker.path))
    let calculatorFiles = try ScenarioLibrary.scenarioFiles(
      at: [Self.root.appendingPathComponent("Scenarios").path])
    #expect(!calculatorFiles.contains { $0.hasPrefix(folder.path + "/") })
  }

  @Test(arguments: ScreenCatalog.screens.dropFirst().map(\.name))
  func everyBundledScenarioPassesOnEveryArchitectureOfTheScreen(_ name: String) throws {
    let screen = try #require(ScreenCatalog.screen(named: name))
    let scenarios = try ScenarioLibrary.loadScenarios(
      at: [Self.root.appendingPathComponent(screen.scenarioPath).path])
    #expect(scenarios.count >= 5)
    let runner = ScenarioRunner(architectures: screen.architectures)
    for scenario in scenarios {
      let report = runner.run(scenario)
      #expect(report.passed, "\(scenario.path): \(report.runs.flatMap(\.failures))")
    }
  }

  @Test func tracesAConvertersEditOnEveryArchitectureFromTheUserToTheOtherField() throws {
    let screen = try #require(ScreenCatalog.screen(named: "temperature-converter"))
    let scenario = try ScenarioParser.parse(
      Array("set celsiusTextField \"100\"\n".utf8), path: "trace.scenario")
    let traces = try MessageTracer.trace(scenario, event: 1, architectures: screen.architectures)
    #expect(traces.map(\.architecture) == screen.architectures.map(\.name))
    for trace in traces {
      let lines = trace.messages.map(\.line)
      #expect(lines.first?.contains(#"celsiusTextField: replaceText("100")"#) == true, "\(lines)")
      #expect(lines.dropFirst().first?.hasPrefix("celsiusTextField → ") == true, "\(lines)")
      // The kit traces a label's text set from code, not a field's: MassiveMVC, which sets the
      // field itself, shows no message with the converted value; the others pass it through
      // TemperatureConverterView's traced setter, but ObservableMVVM, whose view model writes
      // the other field's bound text, which the kit's update shows.
      guard trace.architecture != "MassiveMVC" else { continue }
      let setter =
        trace.architecture == "ObservableMVVM"
        ? #"TemperatureConverterViewModel: fahrenheit("212")"# : #"setFahrenheitText("212")"#
      #expect(lines.contains { $0.contains(setter) }, "\(trace.architecture): \(lines)")
    }
  }
}
