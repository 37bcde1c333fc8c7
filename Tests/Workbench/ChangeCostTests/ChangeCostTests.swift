import Foundation
import Testing

@testable import ChangeCost

@Suite struct ChangeCostTests {
  static let presenter = """
    final class Presenter {
      weak var view: (any View)?
      func didType(_ text: String) { view?.show(text) }
    }
    """
  static let view = """
    protocol View: AnyObject {
      func show(_ text: String)
    }
    """
  static let base = SwiftFolder(texts: ["Presenter.swift": presenter, "View.swift": view])

  static func measure(_ texts: [String: String], tests: [String: String] = [:]) -> ChangeCost {
    ChangeCost.measure(
      before: base, after: SwiftFolder(texts: texts), testsBefore: SwiftFolder(texts: [:]),
      testsAfter: SwiftFolder(texts: tests))
  }

  @Test func anUnchangedFolderCostsNothing() {
    let cost = Self.measure(["Presenter.swift": Self.presenter, "View.swift": Self.view])
    #expect(
      cost
        == ChangeCost(
          filesTouched: 0, filesAdded: 0, fileCount: 2, rolesTouched: 0, roleCount: 2,
          typesAdded: 0, protocolsAdded: 0, codeLinesAdded: 0, codeLinesRemoved: 0,
          testLinesAdded: 0, testLinesRemoved: 0))
  }

  @Test func aNewViewMethodTouchesBothRolesAndAddsATypeInANewFile() {
    let presenter = Self.presenter.replacingOccurrences(
      of: "  func didType", with: "  func didTapClear() { view?.show(\"\") }\n  func didType")
    let view = Self.view.replacingOccurrences(
      of: "}", with: "  func clear()\n}")
    let cost = Self.measure(
      [
        "Presenter.swift": presenter, "View.swift": view,
        "History.swift": "// The edits.\nstruct History {\n  var steps: [String] = []\n}\n",
      ], tests: ["PresenterTests.swift": "import Testing\n\n@Test func x() {}\n"])
    #expect(
      cost
        == ChangeCost(
          filesTouched: 2, filesAdded: 1, fileCount: 2, rolesTouched: 2, roleCount: 2,
          typesAdded: 1, protocolsAdded: 0, codeLinesAdded: 5, codeLinesRemoved: 0,
          testLinesAdded: 2, testLinesRemoved: 0))
    #expect(cost.saamRatio == 1)
  }

  @Test func aCommentTouchesTheFileButNoRoleAndNoCodeLine() {
    let cost = Self.measure([
      "Presenter.swift": "// Says what the view shows.\n" + Self.presenter, "View.swift": Self.view,
    ])
    #expect(cost.filesTouched == 1)
    #expect(cost.rolesTouched == 0)
    #expect(cost.codeLinesAdded == 0)
    #expect(cost.codeLinesRemoved == 0)
  }

  @Test func anEditedLineIsOneAddedAndOneRemovedAndTouchesItsRole() {
    let presenter = Self.presenter.replacingOccurrences(
      of: "show(text)", with: "show(text + \"!\")")
    let cost = Self.measure(["Presenter.swift": presenter, "View.swift": Self.view])
    #expect(cost.codeLinesAdded == 1)
    #expect(cost.codeLinesRemoved == 1)
    #expect(cost.rolesTouched == 1)
    #expect(cost.saamRatio == 0.5)
  }

  @Test func aRemovedFileCountsAsTouchedWithEveryLineRemoved() {
    let cost = Self.measure(["Presenter.swift": Self.presenter])
    #expect(cost.filesTouched == 1)
    #expect(cost.rolesTouched == 1)
    #expect(cost.codeLinesRemoved == 3)
  }

  @Test func anExtensionInANewFileTouchesTheRoleItExtends() {
    let cost = Self.measure([
      "Presenter.swift": Self.presenter, "View.swift": Self.view,
      "Presenter+Undo.swift": "extension Presenter {\n  func undo() {}\n}\n",
      "Store.swift": "protocol Store {}\n",
    ])
    #expect(cost.rolesTouched == 1)
    #expect(cost.filesTouched == 0)
    #expect(cost.filesAdded == 2)
    #expect(cost.typesAdded == 0)
    #expect(cost.protocolsAdded == 1)
  }

  @Test func totalsAddEveryCount() {
    let one = Self.measure(["Presenter.swift": Self.presenter])
    let total = ChangeCost.total([one, one])
    #expect(total.filesTouched == 2)
    #expect(total.roleCount == 4)
    #expect(total.codeLinesRemoved == 6)
    #expect(total.saamRatio == one.saamRatio)
  }

  @Test func aProtocolBesideItsOnlyConformerIsPartOfItsRoleAndTheScreenFactoryIsNone() {
    let viewModel = """
      protocol ViewModelInputs: AnyObject {
        func didType(_ text: String)
      }
      final class ViewModel: ViewModelInputs {
        func didType(_ text: String) {}
      }
      """
    let screen = "enum CalculatorScreen {\n  static func make() -> ViewModel { ViewModel() }\n}\n"
    let before = SwiftFolder(texts: [
      "ViewModel.swift": viewModel, "CalculatorScreen.swift": screen,
    ])
    let after = SwiftFolder(texts: [
      "ViewModel.swift": viewModel.replacingOccurrences(
        of: "  func didType(_ text: String)\n}",
        with: "  func didType(_ text: String)\n  func undo()\n}"),
      "CalculatorScreen.swift": screen.replacingOccurrences(
        of: "ViewModel() }", with: "ViewModel()\n  }"),
    ])
    let cost = ChangeCost.measure(
      before: before, after: after, testsBefore: SwiftFolder(texts: [:]),
      testsAfter: SwiftFolder(texts: [:]))
    #expect(cost.roleCount == 1)
    #expect(cost.rolesTouched == 1)
    #expect(cost.filesTouched == 2)
    #expect(cost.codeLinesAdded == 3)
  }

  @Test func aReceivedLineIsInstrumentationNotCode() {
    let presenter = Self.presenter.replacingOccurrences(
      of: "  func didType(_ text: String) { view?.show(text) }",
      with:
        "  func didType(_ text: String) {\n    @Received(by: self, text) var message = #function\n"
        + "    view?.show(text)\n  }")
    let cost = Self.measure(
      ["Presenter.swift": "import Tracing\n" + presenter, "View.swift": Self.view],
      tests: ["PresenterTests.swift": "import Tracing\n"])
    #expect(cost.instrumentationLinesAdded == 2)
    #expect(cost.instrumentationLinesRemoved == 0)
    #expect(cost.codeLinesAdded == 3)
    #expect(cost.codeLinesRemoved == 1)
    #expect(cost.churn == 4)
    #expect(cost.testLinesAdded == 1)
  }

  @Test func testLinesRemovedAreCounted() {
    let cost = ChangeCost.measure(
      before: Self.base, after: Self.base,
      testsBefore: SwiftFolder(texts: ["T.swift": "import Testing\n@Test func a() {}\n"]),
      testsAfter: SwiftFolder(texts: ["T.swift": "import Testing\n"]))
    #expect(cost.testLinesRemoved == 1)
    #expect(cost.testLinesAdded == 0)
    #expect(cost.testChurn == 1)
  }
}
