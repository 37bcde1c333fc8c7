import CodeFacts
import Foundation
import Testing

/// Resolving names through the index: the same answers as before, in time linear in the
/// number of types.
struct TypeIndexTests {
  @Test func resolvesNestedThenTopLevelThenUniqueSimpleNames() {
    let source = """
      final class A { struct Inner {}; var inner: Inner?; var b: B? }
      final class B { struct Inner {}; var other: C.Deep? }
      enum C { struct Deep {} }
      final class D: Deep {}
      final class E { var inner: Inner? }
      """
    let facts = CodeFacts.analyse(sources: [("Fixture.swift", source)])
    let references = facts.references.map { "\($0.from)->\($0.to)" }
    // `Inner` inside A is A.Inner; inside E it is ambiguous, so no reference; `Deep` is unique.
    #expect(references == ["A->A.Inner", "A->B", "B->C.Deep"])
    #expect(facts.type(named: "D")?.localMentions == ["C.Deep"])
    #expect(facts.type(named: "Inner") == nil)
  }

  @Test func fiveThousandTypesInOneFileAreAllResolved() {
    let count = 5_000
    var source = ""
    for index in 0..<count {
      source += """
        final class Type\(index): Base {
          var next: Type\((index + 1) % count)?
          weak var label: Label?
        }
        extension Type\(index): P {}

        """
    }
    // No wall-clock bound here (a timed unit test fails on a loaded machine, not on a slow
    // algorithm): a quadratic resolution took over a minute on this input and would show as a
    // suite that no longer finishes in its 30 s; linear takes about 0.3 s.
    let facts = CodeFacts.analyse(
      sources: [("Big.swift", source)], knownExternalTypes: KnownTypes(["Label": .kit]))
    #expect(facts.typeCount == count)
    #expect(facts.references.count == 2 * count)
    #expect(facts.type(named: "Type4999")?.localMentions == ["Type0"])
  }
}
