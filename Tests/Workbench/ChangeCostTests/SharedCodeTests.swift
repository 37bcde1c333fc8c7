import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct SharedCodeTests {
  static let architectures: [ChangeCostTable.Architecture] = [
    ("MVC", "Sources/Architectures/MVC"), ("MVVM-IO", "Sources/Architectures/MVVMIO"),
  ]

  /// Two architectures and two changes: `undo` adds `Signal.compactMap` to a shared layer, which
  /// MVVM-IO alone uses, and both changes list the base's `Button`, which both use.
  static func package() throws -> TemporaryFolder {
    let fixture = try TemporaryFolder()
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "final class Controller {\n}\n")
    try fixture.write(
      "Sources/Architectures/MVVMIO/ViewModel.swift", "final class ViewModel {\n}\n")
    try fixture.write("Sources/Shared/Binding/Signal.swift", "public final class Signal {\n}\n")
    try fixture.write(
      "Sources/Shared/ViewKit/Button.swift",
      "import Tracing\npublic final class Button {\n  public var title = \"\"\n}\n")
    for change in ["clear", "undo"] {
      try fixture.write("Scenarios/Changes/\(change)/README.md", "# \(change)")
      try fixture.write(
        "Scenarios/Changes/\(change)/BASE-CODE",
        "# for \(change)\nSources/Shared/ViewKit/Button.swift\n")
      try ChangeCostTableTests.writePatch(
        in: fixture, change: change, folder: "Sources/Architectures/MVC",
        files: [
          "Controller.swift": (
            "final class Controller {\n}\n", "final class Controller {\n  let b = Button()\n}\n"
          )
        ])
    }
    try ChangeCostTableTests.writePatch(
      in: fixture, change: "undo", folder: "Sources/Architectures/MVVMIO",
      files: [
        "ViewModel.swift": (
          "final class ViewModel {\n}\n",
          "final class ViewModel {\n  let b = Button()\n  let s = Signal().compactMap()\n}\n"
        )
      ])
    try ChangeCostTableTests.writePatch(
      in: fixture, change: "undo", folder: "Sources/Shared/Binding",
      files: [
        "Signal+CompactMap.swift": (
          nil, "extension Signal {\n  public func compactMap() -> Signal {\n    self\n  }\n}\n"
        )
      ])
    return fixture
  }

  static func table() throws -> ChangeCostTable {
    let fixture = try package()
    return try withExtendedLifetime(fixture) {
      try ChangeCostTable.measure(architectures, packageRoot: fixture.path)
    }
  }

  @Test func chargesAPieceOneArchitectureUsesToThatArchitectureAlone() throws {
    let undo = try #require(try Self.table().changes.last)
    let compactMap = try #require(undo.sharedCode.first { $0.file.hasSuffix("CompactMap.swift") })
    #expect(compactMap.names == ["Signal.compactMap"])
    #expect(compactMap.codeLinesAdded == 5)
    #expect(compactMap.usedBy == ["MVVM-IO"])
    #expect(undo.allIn(undo.architectures[0]) == 1 + 3)
    #expect(undo.allIn(undo.architectures[1]) == 2 + 5 + 3)
  }

  @Test func countsBaseCodeWholeWithItsImportAsCodeOnlyWhenTheTracerIsUsed() throws {
    let undo = try #require(try Self.table().changes.last)
    let button = try #require(undo.sharedCode.first { $0.origin == .base })
    #expect(button.file == "Sources/Shared/ViewKit/Button.swift")
    #expect(button.names == ["Button"])
    #expect(button.codeLinesAdded == 3)
    #expect(button.instrumentationLinesAdded == 1)
    #expect(button.usedBy == ["MVC", "MVVM-IO"])
  }

  @Test func anAllInTotalCountsBaseCodeTwoChangesListOnce() throws {
    let table = try Self.table()
    let totals = table.totals
    try #require(totals.map(\.architecture) == ["MVC", "MVVM-IO"])
    #expect(totals[0].cost.churn == 2)
    #expect(totals[0].sharedChurn == 3)
    #expect(totals[0].allIn == 5)
    #expect(totals[1].sharedChurn == 3 + 5)
    #expect(table.sharedCodeTotal.pieces == 2)
  }

  /// `clear` also adds `Signal+CompactMap.swift` for MVVM-IO, with `text`.
  static func tableWhereClearAddsCompactMap(_ text: String) throws -> ChangeCostTable {
    let fixture = try package()
    try ChangeCostTableTests.writePatch(
      in: fixture, change: "clear", folder: "Sources/Architectures/MVVMIO",
      files: [
        "ViewModel.swift": (
          "final class ViewModel {\n}\n",
          "final class ViewModel {\n  let s = Signal().compactMap()\n}\n"
        )
      ])
    try ChangeCostTableTests.writePatch(
      in: fixture, change: "clear", folder: "Sources/Shared/Binding",
      files: ["Signal+CompactMap.swift": (nil, text)])
    return try withExtendedLifetime(fixture) {
      try ChangeCostTable.measure(architectures, packageRoot: fixture.path)
    }
  }

  @Test func aFileTwoChangesPatchesLeaveAlikeCountsOnceAndADifferentOneTwice() throws {
    let same = "extension Signal {\n  public func compactMap() -> Signal {\n    self\n  }\n}\n"
    let alike = try Self.tableWhereClearAddsCompactMap(same).totals
    #expect(alike.map(\.sharedChurn) == [3, 3 + 5])
    #expect(try Self.tableWhereClearAddsCompactMap(same).sharedCodeTotal.pieces == 2)
    let other = same.replacingOccurrences(
      of: "    self\n", with: "    let copy = self\n    return copy\n")
    let apart = try Self.tableWhereClearAddsCompactMap(other)
    #expect(apart.totals.map(\.sharedChurn) == [3, 3 + 5 + 6])
    #expect(apart.sharedCodeTotal.pieces == 3)
  }

  @Test func aPieceUsedThroughAnotherPieceIsUsed() {
    let view = SharedCode(
      file: "CalculatorView.swift", layer: "CalculatorUI", origin: .patch,
      names: ["CalculatorView.clearButton"], codeLinesAdded: 1, codeLinesRemoved: 0,
      instrumentationLinesAdded: 0, testLinesAdded: 0, testLinesRemoved: 0, usedBy: [],
      references: ["Button"])
    let button = SharedCode(
      file: "Button.swift", layer: "ViewKit", origin: .base, names: ["Button"],
      codeLinesAdded: 30, codeLinesRemoved: 0, instrumentationLinesAdded: 0, testLinesAdded: 0,
      testLinesRemoved: 0, usedBy: [])
    #expect(
      SharedCode.used(
        among: [button, view], identifiers: ["clearButton"], members: ["clearButton"])
        == [0, 1])
    #expect(
      SharedCode.used(among: [button, view], identifiers: ["clearButton"], members: []) == [])
  }
}
