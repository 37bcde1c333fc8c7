import CodeFacts
import Diagnostics
import Foundation
import Testing

/// Counting and declaration finding on small sources written in the test.
struct CodeFactsDeclarationTests {
  private let known = KnownTypes([
    "View": .kit, "ViewController": .kit, "Label": .kit, "CalculatorView": .kit,
    "CalculatorViewDelegate": .kit, "Calculator": .model, "Observable": .binding,
  ])

  private func facts(_ source: String) -> CodeFacts {
    CodeFacts.analyse(sources: [("Fixture.swift", source)], knownExternalTypes: known)
  }

  @Test func countsCodeLinesWithoutCommentsAndBlankLines() {
    let source = """
      // A header comment.
      import Foo

      /// A doc comment.
      struct Point {  // trailing comment: still a code line
        /* a block
           comment */
        var x = 0

        var label = \"""
          text
          \"""
      }
      """
    let facts = facts(source)
    #expect(facts.codeLines == 7)
    #expect(facts.files.map(\.codeLines) == [7])
    #expect(facts.files.first?.imports == ["Foo"])
  }

  @Test func findsTypesProtocolsAndExtensionsWithTheirKinds() {
    let source = """
      public final class A: Base, P {}
      struct B { enum Inner { case one } }
      enum C {}
      actor D {}
      public protocol P: AnyObject {}
      extension B: P, Q {}
      extension Array where Element == Int {}
      class func notAType() {}
      import struct Foundation.URL
      let x = y.class
      """
    let facts = facts(source)
    #expect(facts.types.map(\.name) == ["A", "B", "B.Inner", "C", "D", "P"])
    #expect(facts.types.map(\.kind) == [.class, .struct, .enum, .enum, .actor, .protocol])
    #expect(facts.types.map(\.isPublic) == [true, false, false, false, false, true])
    #expect(facts.typeCount == 5)
    #expect(facts.protocolCount == 1)
    #expect(facts.extensions.map(\.extendedType) == ["B", "Array"])
    #expect(facts.type(named: "A")?.conformances == ["Base", "P"])
    #expect(facts.type(named: "B")?.conformances == ["P", "Q"])
    #expect(facts.type(named: "Inner")?.name == "B.Inner")
  }

  @Test func readsStoredPropertiesWithTheirTypesOwnershipAndLaziness() throws {
    let source = """
      final class Presenter: Base {
        private let model = Calculator()
        private weak var view: (any ViewProtocol)?
        unowned let owner: Owner
        private lazy var helper = Helper<Int>(x: 1)
        var items: [Item] = []
        var table: [Key: Value]
        private(set) var count = 0
        @Published var title: String = "t" { didSet { print(title) } }
        var handler: ((State) -> Void)?
        var a: Int, b: Item
        static let shared = Presenter()
        class var name: String { "p" }
        var computed: Int { 1 }
        var getter: Int { get { 1 } set {} }
        func f() { let local = Local(); var other: Other }
      }
      """
    let presenter = try #require(facts(source).type(named: "Presenter"))
    let properties = presenter.storedProperties
    #expect(
      properties.map(\.name) == [
        "model", "view", "owner", "helper", "items", "table", "count", "title", "handler", "a", "b",
      ])
    #expect(
      properties.map(\.type) == [
        "Calculator", "(any ViewProtocol)?", "Owner", "Helper<Int>", "[Item]", "[Key: Value]",
        "Int",
        "String", "((State) -> Void)?", "Int", "Item",
      ])
    #expect(
      properties.map(\.typeIsInferred) == [
        true, false, false, true, false, false, true, false, false, false, false,
      ])
    #expect(
      properties.map(\.ownership) == [
        .strong, .weak, .unowned, .strong, .strong, .strong, .strong, .strong, .strong, .strong,
        .strong,
      ])
    #expect(
      properties.map(\.isLazy) == [
        false, false, false, true, false, false, false, false, false, false, false,
      ])
    #expect(
      properties.map(\.isConstant) == [
        true, false, true, false, false, false, false, false, false, false, false,
      ])
    #expect(
      properties.map(\.heldTypeNames) == [
        ["Calculator"], ["ViewProtocol"], ["Owner"], ["Helper", "Int"], ["Item"], ["Key", "Value"],
        [], ["String"], [], ["Int"], ["Item"],
      ])
  }

  @Test func leavesOutProtocolRequirementsAndExtensionMembers() {
    let source = """
      protocol P { var x: Int { get } }
      struct S { }
      extension S { var y: Int { 1 }; static var z = 2 }
      """
    let facts = facts(source)
    #expect(facts.types.allSatisfy { $0.storedProperties.isEmpty })
  }

  @Test func turnsStoredPropertiesIntoReferencesToDeclaredAndKnownTypes() {
    let source = """
      protocol ViewProtocol: AnyObject {}
      final class Presenter {
        private let model = Calculator()
        private weak var view: (any ViewProtocol)?
        private let text: String = ""
        private var subscribers: [(Presenter) -> Void] = []
        private let output: Observable<Label>
      }
      final class Screen: ViewController, ViewProtocol {
        private lazy var presenter = Presenter()
        private unowned let root: View
      }
      """
    let facts = facts(source)
    #expect(
      facts.references == [
        TypeReference(
          from: "Presenter", to: "Calculator", property: "model", ownership: .strong,
          layer: .model),
        TypeReference(from: "Presenter", to: "ViewProtocol", property: "view", ownership: .weak),
        TypeReference(
          from: "Presenter", to: "Observable", property: "output", ownership: .strong,
          layer: .binding),
        TypeReference(
          from: "Presenter", to: "Label", property: "output", ownership: .strong, layer: .kit),
        TypeReference(
          from: "Screen", to: "Presenter", property: "presenter", ownership: .strong, isLazy: true),
        TypeReference(
          from: "Screen", to: "View", property: "root", ownership: .unowned, layer: .kit),
      ])
    #expect(facts.nonOwningReferenceCount == 2)
  }

  @Test func resolvesNestedTypesFromInsideTheirParent() {
    let source = """
      final class ViewModel {
        struct Input { let text: Observable<String> }
        private let input: Input
        private let other: ViewModel.Input
      }
      """
    let facts = facts(source)
    #expect(facts.references.map(\.from) == ["ViewModel", "ViewModel", "ViewModel.Input"])
    #expect(facts.references.map(\.to) == ["ViewModel.Input", "ViewModel.Input", "Observable"])
  }

  @Test func findsMentionsInBodiesAndExtensionsButNotInCommentsOrStrings() throws {
    let source = """
      /// Talks to Calculator, says the comment.
      final class Controller: ViewController {
        func f() { print("Label") }
        // Label
      }
      extension Controller: CalculatorViewDelegate {
        func g(_ view: CalculatorView) { _ = Calculator.self }
      }
      @MainActor struct Other {}
      """
    let facts = facts(source)
    let controller = try #require(facts.type(named: "Controller"))
    #expect(controller.conformances == ["ViewController", "CalculatorViewDelegate"])
    #expect(
      controller.mentions(in: .kit) == [
        "CalculatorView", "CalculatorViewDelegate", "ViewController",
      ])
    #expect(controller.mentions(in: .model) == ["Calculator"])
    #expect(!controller.mentions("Label"))
    #expect(controller.localMentions.isEmpty)
    #expect(facts.type(named: "Other")?.mentionedTypeNames == [])
  }

  @Test func leavesGenericParametersAndAssociatedTypesOutOfMentions() {
    let source = """
      final class Box<Value, Other: View> { let value: Value }
      protocol Transform { associatedtype Input; func run(_ input: Input) -> View }
      struct Input {}
      """
    let facts = facts(source)
    #expect(facts.type(named: "Box")?.mentionedTypeNames == ["View"])
    #expect(facts.type(named: "Transform")?.mentionedTypeNames == ["View"])
    #expect(facts.type(named: "Transform")?.localMentions == [])
  }

  @Test func countsTheFilesOfSeveralSources() {
    let facts = CodeFacts.analyse(sources: [
      ("A.swift", "import X\nstruct A {}\n"), ("B.swift", "// only a comment\n"),
      ("C.swift", "public import Y\n@testable import Z\nenum C {}"),
    ])
    #expect(facts.files.map(\.codeLines) == [2, 0, 3])
    #expect(facts.codeLines == 5)
    #expect(facts.imports == ["X", "Y", "Z"])
  }

  @Test func analysesAFolderAndReportsAMissingOne() throws {
    #expect(
      throws: UnreadablePathError(path: "/no/such/folder", reason: "no such file or directory")
    ) {
      try CodeFacts.analyse(folder: "/no/such/folder", knownExternalTypes: .none)
    }
  }

  @Test func survivesEveryTruncationOfARealSource() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let data = try #require(
      FileManager.default.contents(atPath: root + "/Sources/Architectures/MVP/Presenter.swift"))
    let scalars = Array(String(decoding: data, as: UTF8.self).unicodeScalars)
    for end in stride(from: 0, through: scalars.count, by: 3) {
      let source = String(String.UnicodeScalarView(scalars[..<end]))
      let facts = CodeFacts.analyse(sources: [("Presenter.swift", source)])
      #expect(facts.codeLines <= source.split(separator: "\n").count + 1)
    }
  }
}
