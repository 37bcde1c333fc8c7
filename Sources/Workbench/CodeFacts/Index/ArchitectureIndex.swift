import Foundation

/// The compiler's index of the architectures: built by `swift build --enable-index-store` in a
/// scratch path of its own (so the package's own build, and the first `swift run workbench`,
/// never pay for it), and read back as one ``DeclarationGraph`` per module.
///
/// ```swift
/// let store = try ArchitectureIndex.build(packageRoot: ".", target: "ArchitectureCatalog")
/// let graphs = try ArchitectureIndex.graphs(store: store, modules: ["MVP", "MVC"])
/// ```
public enum ArchitectureIndex {
  /// The index build's scratch path, relative to the package root.
  public static let scratchPath = ".build/index"

  /// Builds `target` and what it depends on with the index store enabled, in ``scratchPath``;
  /// a second build with nothing changed only checks that nothing did (about 3 s).
  ///
  /// - Parameters:
  ///   - packageRoot: The folder holding `Package.swift`.
  ///   - target: The target whose modules are judged (`ArchitectureCatalog`: the nine).
  ///   - environment: The environment to build in; a change's variables are dropped, so the
  ///     index is the base package's unless `variables` put them back.
  ///   - variables: Set over `environment`: a change's (`WORKBENCH_CHANGE=history`,
  ///     `WORKBENCH_CHANGE_MODULES=1`), which index its modules (`History_MVC`) beside the base
  ///     ones in the same scratch path, so only what the change touches is compiled.
  ///   - stamp: The file, in the scratch path, that records what this build indexed: one per
  ///     change, so indexing one never makes another's index look up to date.
  /// - Returns: The store's folder.
  /// - Throws: ``IndexStoreError`` when `swift` cannot run or the build fails, with the end of
  ///   its log.
  public static func build(
    packageRoot: String, target: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    variables: [String: String] = [:], stamp: String = stampName
  ) throws(IndexStoreError) -> String {
    let root = URL(fileURLWithPath: packageRoot).standardizedFileURL
    let scratch = root.appendingPathComponent(scratchPath)
    let log = scratch.appendingPathComponent("index-build.log")
    let store = scratch.appendingPathComponent("debug/index/store").path
    if isUpToDate(scratch: scratch, packageRoot: root, stamp: stamp) { return store }
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      throw IndexStoreError("cannot make \(scratch.path): \(error.localizedDescription)")
    }
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: log.path)
    else { throw IndexStoreError("cannot write \(log.path)") }
    defer { try? handle.close() }
    let started = Date()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--enable-index-store", "--scratch-path", scratch.path, "--target", target,
    ]
    process.currentDirectoryURL = root
    process.environment = environment.filter { !$0.key.hasPrefix("WORKBENCH_") }
      .merging(variables) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    do {
      try process.run()
    } catch {
      throw IndexStoreError("cannot run swift build: \(error.localizedDescription)")
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n")
      let errors = lines.filter { $0.contains("error:") }
      let tail = (errors.isEmpty ? lines.suffix(5) : errors.prefix(5)).joined(separator: "\n")
      throw IndexStoreError(
        "the index build failed (swift build --enable-index-store, log: \(log.path)):\n\(tail)")
    }
    try write(
      stamp: stamp, store: store, scratch: scratch, started: started, environment: environment)
    return store
  }

  /// The file that lists the sources the last index build indexed; its date is the build's.
  public static let stampName = "indexed-files.txt"

  /// Lists the files the store indexed in `stamp`, dated when the build started: a file
  /// saved while it ran is newer, and makes the next run build again.
  static func write(
    stamp name: String, store: String, scratch: URL, started: Date,
    environment: [String: String]
  ) throws(IndexStoreError) {
    let library = try IndexStoreReader.library(environment: environment)
    let files = try IndexStoreReader.read(store: store, library: library, modules: []).files
    let text = files.sorted().joined(separator: "\n") + "\n"
    let stamp = scratch.appendingPathComponent(name)
    do {
      try text.write(to: stamp, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: started], ofItemAtPath: stamp.path)
    } catch {
      throw IndexStoreError("cannot write \(stamp.path): \(error.localizedDescription)")
    }
  }

  /// Whether nothing the last index build read has changed since it started.
  ///
  /// No indexed file, no folder holding one (a file added or removed changes its folder) and
  /// not the manifest may be newer than the stamp. A build with nothing to do still plans its
  /// whole graph, seconds on two cores; this takes milliseconds.
  static func isUpToDate(scratch: URL, packageRoot: URL, stamp name: String = stampName) -> Bool {
    let stamp = scratch.appendingPathComponent(name).path
    guard let text = try? String(contentsOfFile: stamp, encoding: .utf8),
      let built = modified(stamp)
    else { return false }
    let files = text.split(separator: "\n").map(String.init)
    guard !files.isEmpty else { return false }
    var checked = Set([packageRoot.appendingPathComponent("Package.swift").path])
    for file in files {
      checked.insert(file)
      checked.insert(URL(fileURLWithPath: file).deletingLastPathComponent().path)
    }
    return checked.allSatisfy { path in modified(path).map { $0 < built } ?? false }
  }

  /// The date `path` was last modified, `nil` when it is gone.
  static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// Reads `store` once and returns each module's declarations.
  ///
  /// - Parameters:
  ///   - store: The store's folder.
  ///   - modules: The modules judged.
  ///   - environment: Where to find the toolchain's `libIndexStore.so` (its `PATH`).
  /// - Returns: One graph per module named, empty for a module the store lacks.
  /// - Throws: ``IndexStoreError`` when the library or the store cannot be opened.
  public static func graphs(
    store: String, modules: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(IndexStoreError) -> [String: DeclarationGraph] {
    let library = try IndexStoreReader.library(environment: environment)
    let occurrences = try IndexStoreReader.occurrences(
      store: store, library: library, modules: Set(modules))
    let byModule = Dictionary(grouping: occurrences, by: \.module)
    var graphs: [String: DeclarationGraph] = [:]
    for module in modules { graphs[module] = DeclarationGraph(byModule[module] ?? []) }
    return graphs
  }
}
