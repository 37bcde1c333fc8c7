import CodeFacts
import Testing

/// What each declaration uses, resolved by the compiler, and what a helper reaches for its
/// user.
struct DeclarationGraphTests {
  static let source = """
    nonisolated(unsafe) var counter = 0
    func logAction() { counter += 1 }
    enum Reducer {
      nonisolated(unsafe) static var count = 0
      static func reduce() {
        logAction()
        Reducer.count += 1
        Helper().run()
      }
    }
    struct Helper { func run() { counter = 2 } }
    protocol Drawing {}
    class Base {}
    final class Sub: Base, Drawing {}
    extension Sub { func go() { Reducer.reduce() } }
    """

  static func usr(_ graph: DeclarationGraph, _ name: String) throws -> String {
    try #require(
      graph.declarations.values.first {
        $0.symbol.name == name && $0.symbol.kind != .extension
      }?.symbol.usr)
  }

  @Test func aHelpersWriteIsReachedAtTheLineWhereItsUserCallsIt() throws {
    let fixture = try IndexFixture(sources: ["Reducer.swift": Self.source])
    defer { fixture.remove() }
    let graph = try fixture.graph()
    let reduce = try Self.usr(graph, "reduce()")
    let writes = graph.reach(from: reduce) { _ in true }
      .filter { $0.use.roles.contains(.write) && $0.use.symbol.isSharedStorage }
    let seen = writes.map { "\($0.use.symbol.name)@\($0.use.line) site \($0.site.line)" }
    #expect(Set(seen) == ["counter@2 site 6", "count@7 site 7", "counter@11 site 8"])
    let throughHelper = try #require(writes.first { $0.use.line == 11 })
    #expect(throughHelper.through == ["run()"])
  }

  @Test func aHelperNotFollowedIsNotReached() throws {
    let fixture = try IndexFixture(sources: ["Reducer.swift": Self.source])
    defer { fixture.remove() }
    let graph = try fixture.graph()
    let reduce = try Self.usr(graph, "reduce()")
    let writes = graph.reach(from: reduce) { _ in false }
      .filter { $0.use.roles.contains(.write) && $0.use.symbol.isSharedStorage }
    #expect(writes.map(\.use.line) == [7])
  }

  @Test func aMemberOfAnExtensionIsOwnedByTheExtendedType() throws {
    let fixture = try IndexFixture(sources: ["Reducer.swift": Self.source])
    defer { fixture.remove() }
    let graph = try fixture.graph()
    #expect(graph.owner(of: try Self.usr(graph, "go()")) == (try Self.usr(graph, "Sub")))
    #expect(graph.owner(of: try Self.usr(graph, "run()")) == (try Self.usr(graph, "Helper")))
    #expect(graph.owner(of: try Self.usr(graph, "logAction()")) == nil)
  }

  @Test func aClassesBasesAreItsSuperclassAndProtocols() throws {
    let fixture = try IndexFixture(sources: ["Reducer.swift": Self.source])
    defer { fixture.remove() }
    let graph = try fixture.graph()
    let bases = graph.allBases(of: try Self.usr(graph, "Sub"))
    #expect(bases == [try Self.usr(graph, "Base"), try Self.usr(graph, "Drawing")])
  }
}
