import ArchitectureCatalog
import ArchitectureDescriptor
import CodeFacts
import Foundation
import Testing

/// The facts of `Sources/Architectures/MVP`, checked against a count made by hand, file by file.
///
/// Hand count, reading each file (lines with code = lines - blank - comment-only):
/// `CalculatorScreen.swift` 15 - 1 - 3 = 11; `CalculatorViewController.swift` 60 - 8 - 11 = 41;
/// `CalculatorViewProtocol.swift` 11 - 1 - 5 = 5; `Presenter.swift` 58 - 8 - 18 = 32;
/// 89 lines of code in 4 files.
/// Types: `CalculatorScreen` (enum), `CalculatorViewController` and `Presenter` (classes);
/// one protocol, `CalculatorViewProtocol`; two extensions of `CalculatorViewController`.
/// Stored references: `calculatorView` and `presenter` in the view controller, the weak `view`
/// and `model` in the presenter: 4, 1 of them weak.
///
/// Editing `Sources/Architectures/MVP` means counting again: the test is meant to notice.
struct CodeFactsHandCountTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  private static func mvpFacts() throws -> ArchitectureFacts {
    let mvp = try #require(Catalog.architectures.first { $0.name == "MVP" })
    let facts = try ArchitectureFacts.analyse([mvp], packageRoot: packageRoot)
    return try #require(facts.first)
  }

  @Test func mvpMatchesTheCountMadeByHand() throws {
    let facts = try Self.mvpFacts().facts
    #expect(
      facts.files.map { ($0.path as NSString).lastPathComponent } == [
        "CalculatorScreen.swift", "CalculatorViewController.swift", "CalculatorViewProtocol.swift",
        "Presenter.swift",
      ])
    #expect(facts.files.map(\.codeLines) == [11, 41, 5, 32])
    #expect(facts.codeLines == 89)
    #expect(
      facts.types.map(\.name) == [
        "CalculatorScreen", "CalculatorViewController", "CalculatorViewProtocol", "Presenter",
      ])
    #expect(facts.typeCount == 3)
    #expect(facts.protocolCount == 1)
    #expect(facts.extensions.count == 2)
    #expect(facts.references.map(\.property) == ["calculatorView", "presenter", "view", "model"])
    #expect(facts.references.count == 4)
    #expect(facts.nonOwningReferenceCount == 1)
  }

  @Test func theTablePrintsTheSameNumbers() throws {
    let text = CodeFactsFormat.text.render([try Self.mvpFacts()])
    let row = text.split(separator: "\n").first { $0.hasPrefix("MVP ") }
    #expect(text.contains("\nMVP (Sources/Architectures/MVP)\n"))
    #expect(
      row?.split(separator: " ") == [
        "MVP", "4", "89", "3", "1", "2", "4", "(1", "weak)",
      ])
  }
}
