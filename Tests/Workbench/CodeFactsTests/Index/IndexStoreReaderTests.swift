import CodeFacts
import Foundation
import Testing

/// The reader gives what the compiler recorded: each occurrence's symbol, roles, line, column
/// and the declaration that contains it.
struct IndexStoreReaderTests {
  static let source = """
    nonisolated(unsafe) var counter = 0
    func logAction() { counter += 1 }
    """

  @Test func aWriteToAGlobalIsRecordedAtItsLineInTheFunctionThatMakesIt() throws {
    let fixture = try IndexFixture(sources: ["Log.swift": Self.source])
    defer { fixture.remove() }
    let occurrences = try fixture.occurrences()
    let write = try #require(
      occurrences.first { $0.symbol.name == "counter" && $0.roles.contains(.write) })
    #expect(write.line == 2)
    #expect(write.column == 20)
    #expect(write.path == fixture.path("Log.swift"))
    #expect(write.module == "Fixture")
    #expect(write.symbol.kind == .variable)
    #expect(write.relations.map(\.symbol.name) == ["logAction()"])
    #expect(write.relations.allSatisfy { $0.roles.contains(.containedBy) })
  }

  @Test func aModuleNotAskedForIsNotRead() throws {
    let fixture = try IndexFixture(sources: ["Log.swift": Self.source])
    defer { fixture.remove() }
    let library = try IndexStoreReader.library(environment: ProcessInfo.processInfo.environment)
    let read = try IndexStoreReader.read(store: fixture.store, library: library, modules: [])
    #expect(read.occurrences.isEmpty)
    #expect(read.files == [fixture.path("Log.swift")])
  }

  @Test func aPathWithNoToolchainIsAnError() {
    #expect(throws: IndexStoreError.self) {
      try IndexStoreReader.library(environment: ["PATH": "/nonexistent"])
    }
  }

  @Test func aFolderThatIsNoStoreIsAnError() throws {
    let library = try IndexStoreReader.library(environment: ProcessInfo.processInfo.environment)
    let error = #expect(throws: IndexStoreError.self) {
      try IndexStoreReader.occurrences(
        store: "/nonexistent/store", library: library, modules: ["B"])
    }
    #expect(error?.description.contains("/nonexistent/store") == true)
  }
}
