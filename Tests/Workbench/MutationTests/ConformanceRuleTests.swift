import ArchitectureCatalog
import ArchitectureDescriptor
import CodeFacts
import Foundation
import Mutation
import Testing

/// The package root, three folders up from this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

struct ConformanceRuleTests {
  @Test func everyCataloguedArchitectureKeepsEveryRule() throws {
    for architecture in Catalog.architectures {
      let broken = try MutationTesting.brokenRules(
        sourcePath: architecture.sourcePath, packageRoot: packageRoot)
      #expect(broken.isEmpty, "\(architecture.name): \(broken)")
    }
  }

  @Test(arguments: [
    ("PresenterTouchesKit", "a presenter touches no kit type"),
    ("StrongView", "a view model knows no view and no kit type"),
    ("ImpureReducer", "a reducer is pure: it mentions only its state and actions"),
  ])
  func eachRuleCatchesTheMutantThatBreaksIt(mutant: String, rule: String) throws {
    let broken = try MutationTesting.brokenRules(
      sourcePath: "Sources/Classroom/Mutants/\(mutant)", packageRoot: packageRoot)
    #expect(broken.map(\.rule) == [rule])
  }

  @Test func aReducerThatStoresSomethingIsNotPure() {
    let facts = CodeFacts.analyse(sources: [
      ("Reducer.swift", "enum Reducer { static let log = 0\n var count = 0 }")
    ])
    #expect(ConformanceRule.reducerIsPure.violations(in: facts).count == 1)
  }
}
