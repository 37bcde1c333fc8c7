import ArchitectureCatalog
import ArchitectureDescriptor
import Foundation
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver
import Testing
import ViewKit
import WorkbenchTestSupport

/// The package root, three folders up from this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Every catalogued screen shows, after every edit, the label a person working the sums out by
/// hand would expect: one table of edits, run on each architecture through its widgets.
@MainActor
struct CatalogScreenTests {
  private struct Step {
    let edit: ReplayPlan.Event
    let expectedResult: String

    init(_ event: ReplayPlan.Event, _ expectedResult: String) {
      self.edit = event
      self.expectedResult = expectedResult
    }
  }

  /// Typing, deleting and pasting in both fields, with token changes after the input is typed.
  private static let steps: [Step] = [
    Step(.insert(.input, "1"), "1"),
    Step(.insert(.input, "2"), "12"),
    Step(.insert(.input, ","), "0"),
    Step(.insert(.input, "3"), "0"),
    Step(.insert(.token, ","), "15"),
    Step(.insert(.input, ";4"), "12"),
    Step(.insert(.token, ";"), "19"),
    Step(.deleteBackward(.input), "15"),
    Step(.deleteBackward(.token), "12"),
    Step(.replace(.input, "-5,5,x"), "0"),
    Step(.replace(.token, ""), "0"),
    Step(.replace(.input, "42"), "42"),
  ]

  private nonisolated static let architectures = Catalog.architectures.map(\.name)

  private func architecture(_ name: String) throws -> Architecture {
    try #require(Catalog.architectures.first { $0.name == name })
  }

  @Test(arguments: architectures)
  func showsTheExpectedResultAfterEveryEdit(name: String) throws {
    let screen = try ScreenDriver(try architecture(name).makeRootViewController())
    var shown = [screen.resultText]
    for step in Self.steps {
      try screen.perform(step.edit)
      shown.append(screen.resultText)
    }
    #expect(shown == ["0"] + Self.steps.map(\.expectedResult))
  }

  @Test(arguments: architectures)
  func makesAFreshScreenWithItsViewNotLoaded(name: String) throws {
    let make = try architecture(name).makeRootViewController
    let first = make()
    let second = make()
    #expect(first !== second)
    #expect(!first.isViewLoaded)
  }

  @Test func theCatalogueListsEveryArchitectureTargetOnceUnderADistinctName() throws {
    let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
    let dependencies = try #require(
      Manifest.targetDependencies(inManifest: manifest)["ArchitectureCatalog"])
    let architectureTargets = Set(dependencies).subtracting([
      "ArchitectureDescriptor", "CalculatorModel", "Persistence", "Scheduling", "ViewKit",
    ])
    let folders = Catalog.architectures.map { $0.sourcePath.split(separator: "/").last ?? "" }
    #expect(Set(folders.map(String.init)) == architectureTargets)
    #expect(folders.count == architectureTargets.count)
    #expect(Set(Self.architectures.map { $0.lowercased() }).count == Self.architectures.count)
  }
}
