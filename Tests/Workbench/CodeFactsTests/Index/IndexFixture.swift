import CodeFacts
import Foundation

/// An index store the compiler writes for a few lines of Swift, in a folder of its own: what
/// the index tests read, so each asserts against the compiler's real output.
struct IndexFixture {
  /// The folder holding the sources and the store.
  let folder: URL

  /// The module the sources were compiled as.
  let module: String

  /// Compiles `sources` (file name to text) as `module` with the index store enabled, after
  /// `dependency`'s sources as a module of their own that `sources` may import (a screen's
  /// shared model module), which is not indexed.
  ///
  /// - Throws: When `swiftc` fails, with its output.
  init(
    module: String = "Fixture", sources: [String: String],
    dependency: (module: String, sources: [String: String])? = nil
  ) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("index-fixture-\(UUID().uuidString)")
    self.module = module
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let dependency {
      let paths = try Self.write(dependency.sources, in: folder)
      let path = folder.appendingPathComponent("\(dependency.module).swiftmodule").path
      try Self.swiftc(
        [
          "-emit-module", "-emit-module-path", path, "-module-name", dependency.module,
          "-parse-as-library", "-swift-version", "6",
        ] + paths, in: folder)
    }
    let paths = try Self.write(sources, in: folder)
    // Compiled, not only type-checked: one unit per file, as a package build writes (a
    // type-check writes one unit that names only its last file's record).
    try Self.swiftc(
      [
        "-c", "-module-name", module, "-index-store-path", store, "-I", folder.path,
        "-index-ignore-system-modules", "-swift-version", "6", "-Xfrontend", "-gnone",
      ] + paths, in: folder)
  }

  /// Writes each file of `sources` in `folder`, returning their paths in name order.
  private static func write(_ sources: [String: String], in folder: URL) throws -> [String] {
    var paths: [String] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let path = folder.appendingPathComponent(name).path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    return paths
  }

  /// Runs `swiftc` with `arguments` in `folder`.
  ///
  /// - Throws: When it fails, with its output.
  private static func swiftc(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureError(output: String(decoding: output, as: UTF8.self))
    }
  }

  /// The store's folder.
  var store: String { folder.appendingPathComponent("store").path }

  /// The path of the source file `name`.
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The occurrences of the fixture's module.
  func occurrences() throws -> [IndexedOccurrence] {
    let library = try IndexStoreReader.library(environment: ProcessInfo.processInfo.environment)
    return try IndexStoreReader.occurrences(store: store, library: library, modules: [module])
  }

  /// The fixture's declarations.
  func graph() throws -> DeclarationGraph { DeclarationGraph(try occurrences()) }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// `swiftc` failed on the fixture.
  struct FixtureError: Error, CustomStringConvertible {
    var output: String
    var description: String { "swiftc failed:\n\(output)" }
  }
}
