import ArchitectureCatalog
import ArchitectureDescriptor
import CodeFacts
import Foundation
import Testing

/// The facts as the command and the report show them: a table, text arrows, Mermaid diagrams.
struct CodeFactsRenderingTests {
  private static let fixture = ArchitectureFacts(
    name: "Tiny", sourcePath: "Sources/Tiny",
    facts: CodeFacts.analyse(
      sources: [
        (
          "Presenter.swift",
          """
          protocol ViewProtocol: AnyObject {}
          final class Presenter {
            private let model = Calculator()
            private weak var view: (any ViewProtocol)?
          }
          final class Screen: ViewController, ViewProtocol {
            private lazy var presenter = Presenter()
          }
          """
        )
      ], path: "Sources/Tiny",
      knownExternalTypes: KnownTypes(["Calculator": .model, "ViewController": .kit])))

  @Test func textShowsTheTableArrowsAndWhatEachTypeKnows() {
    let text = CodeFactsFormat.text.render([Self.fixture])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.contains {
        $0.split(separator: " ") == [
          "Tiny", "1", "8", "2", "1", "0", "3", "(1", "weak)",
        ]
      })
    #expect(lines.contains("  Presenter ──strong──▶ Calculator (model)    model"))
    #expect(lines.contains("  Presenter ┄┄┄weak┄┄┄▶ ViewProtocol          view"))
    #expect(lines.contains("  Screen    ──strong──▶ Presenter             presenter (lazy)"))
    #expect(lines.contains("  Screen    ────is────▷ ViewController (kit)"))
    #expect(lines.contains("  Screen    ────is────▷ ViewProtocol"))
    #expect(lines.contains("    Presenter (class): ViewProtocol; no kit type; model Calculator"))
    #expect(text.hasSuffix("\n"))
  }

  @Test func mermaidDrawsOneFlowchartWithSolidDottedAndThickArrows() {
    let mermaid = CodeFactsFormat.mermaid.render([Self.fixture])
    #expect(mermaid.hasPrefix("**Tiny** (`Sources/Tiny`)\n\n```mermaid\nflowchart LR\n"))
    #expect(mermaid.hasSuffix("\n```\n"))
    #expect(mermaid.contains("  ViewProtocol{{\"ViewProtocol\"}}"))
    #expect(mermaid.contains("  Calculator([\"Calculator · model\"]):::external"))
    #expect(mermaid.contains("  Presenter -->|\"strong: model\"| Calculator"))
    #expect(mermaid.contains("  Presenter -.->|\"weak: view\"| ViewProtocol"))
    #expect(mermaid.contains("  Screen ==>|\"is\"| ViewProtocol"))
  }

  @Test func markdownHasTheTableAndAFencedDiagramPerArchitecture() {
    let markdown = CodeFactsFormat.markdown.render([Self.fixture, Self.fixture])
    #expect(markdown.hasPrefix("# Code facts\n\n| architecture | source |"))
    #expect(markdown.components(separatedBy: "```mermaid\nflowchart LR").count == 3)
    #expect(markdown.contains("## Tiny (`Sources/Tiny`)"))
    #expect(
      markdown.contains("- `Presenter` (class) knows: ViewProtocol; no kit type; model Calculator"))
  }

  @Test func theReportSectionCoversEveryArchitectureOfTheCatalogue() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let section = CodeFacts.markdownSection(for: Catalog.architectures, packageRoot: root)
    #expect(section.hasPrefix("## Code facts\n"))
    #expect(section.components(separatedBy: "```mermaid").count == Catalog.architectures.count + 1)
    for architecture in Catalog.architectures {
      #expect(section.contains("### \(architecture.name) (`\(architecture.sourcePath)`)"))
    }
  }

  @Test func theReportSectionSaysWhenTheSourcesAreMissing() {
    let section = CodeFacts.markdownSection(
      for: Catalog.architectures, packageRoot: "/no/such/root")
    #expect(
      section.hasPrefix(
        "## Code facts\n\nNot counted: /no/such/root/Sources/Shared/ViewKit: error:"))
  }
}
