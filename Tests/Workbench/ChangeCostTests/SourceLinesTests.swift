import Testing

@testable import ChangeCost

@Suite struct SourceLinesTests {
  static let source = """
    import ViewKit

    /// The presenter.
    @MainActor
    final class Presenter {
      // state
      var total = 0

      func add() { total += 1 }
    }

    protocol View: AnyObject {
      func show(_ text: String)
    }

    extension Presenter: CustomStringConvertible {
      var description: String { "\\(total)" }
    }
    """

  @Test func keepsOnlyTheLinesWithCode() {
    let lines = SourceLines(Self.source)
    #expect(lines.codeLines.count == 12)
    #expect(!lines.codeLines.contains { $0.contains("//") || $0.isEmpty })
  }

  @Test func findsEachTopLevelDeclarationWithItsAttributesAndClosingBrace() {
    let declarations = SourceLines(Self.source).declarations
    #expect(declarations.map(\.name) == ["Presenter", "View", "Presenter"])
    #expect(declarations.map(\.isProtocol) == [false, true, false])
    #expect(declarations.map(\.isExtension) == [false, false, true])
    #expect(declarations[0].lines.first == "@MainActor")
    #expect(declarations[0].lines.last == "}")
    #expect(declarations[0].lines.count == 5)
    #expect(declarations[2].lines.count == 3)
  }

  @Test func aNestedTypeBelongsToTheRoleAroundIt() {
    let declarations = SourceLines("enum Outer {\n  struct Inner {}\n}\n").declarations
    #expect(declarations.map(\.name) == ["Outer"])
  }
}
