import ArchitectureDescriptor
import ChangeCost
import ChangePatches
import CodeFacts
import Foundation

/// The accuracy corpus of `conformance --corpus <folder>`.
///
/// Each `*.patch` is a break or a legitimate variant of one architecture, written from the
/// patterns' definitions, with the verdict they give it. Each is applied to a scratch copy of its architecture, compiled with the index store
/// against the index build's modules, and judged by the static and the index checks (not by
/// traces); the corpus's precision and recall are printed.
///
/// A patch starts with its header, then a `git diff` of the architecture's folder:
///
/// ```
/// Architecture: Store
/// Expect: the reducer writes no global and no static
/// Why: a reducer that calls a global function which counts actions in a global.
/// diff --git a/Sources/Architectures/UnidirectionalStore/Reducer.swift b/…
/// ```
///
/// `Expect: conforms` marks a variant that keeps the pattern. A `Change: history` line makes
/// the patch one of the change's implementation of the architecture: it applies to the folder
/// the change's patches make (`.build/change-sources/history/…`, its diff paths still
/// `Sources/Architectures/…`), compiled as the change's build compiles it (`History_MVC`, with
/// the change's shared layers for the base ones) against the change's index build.
enum ConformanceCorpus {
  /// One patch of the corpus.
  struct Entry {
    var name: String
    var architecture: String
    /// The rule the break must be reported under, `nil` for a variant that conforms.
    var expected: String?
    var why: String
    var patch: PatchFile
    /// The change request whose implementation the patch changes, `nil` for the base code.
    var change: ChangeRequest?
  }

  /// What the checks said of one entry.
  struct Outcome {
    var entry: Entry
    var violations: [ConformanceViolation]

    /// Whether the break's rule was reported (a break), or nothing was (a variant).
    var isRight: Bool {
      guard let expected = entry.expected else { return violations.isEmpty }
      return violations.contains { $0.rule == expected }
    }
  }

  /// Reads every `*.patch` of `folder`, sorted by name.
  static func load(_ folder: String) throws(ConformanceCommand.CheckError) -> [Entry] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".patch") }.sorted()
    } catch {
      throw ConformanceCommand.CheckError(description: "cannot read '\(folder)'")
    }
    guard !names.isEmpty else {
      throw ConformanceCommand.CheckError(description: "no *.patch file in '\(folder)'")
    }
    var entries: [Entry] = []
    for name in names {
      let path = CodeFacts.join(folder, name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ConformanceCommand.CheckError(description: "cannot read '\(path)'")
      }
      let patch: PatchFile
      do {
        patch = try PatchFile(parsing: String(decoding: data, as: UTF8.self), path: path)
      } catch {
        throw ConformanceCommand.CheckError(description: "\(error)")
      }
      func field(_ key: String) -> String? {
        patch.header.first { $0.hasPrefix(key + ": ") }.map { String($0.dropFirst(key.count + 2)) }
      }
      guard let architecture = field("Architecture"), let expect = field("Expect") else {
        throw ConformanceCommand.CheckError(
          description: "\(path):1:1: error: a corpus patch starts with 'Architecture:' and "
            + "'Expect:' lines")
      }
      entries.append(
        Entry(
          name: String(name.dropLast(".patch".count)), architecture: architecture,
          expected: expect == "conforms" ? nil : expect, why: field("Why") ?? "", patch: patch,
          change: field("Change").map { ChangeRequest(name: $0) }))
    }
    return entries
  }

  /// Applies `entry` to a scratch copy of its architecture and checks it.
  static func judge(
    _ entry: Entry, architectures: [Architecture], packageRoot: String, known: KnownTypes
  ) throws(ConformanceCommand.CheckError) -> Outcome {
    guard let architecture = architectures.first(where: { $0.name == entry.architecture }) else {
      throw ConformanceCommand.CheckError(
        description: "\(entry.name): no architecture is called '\(entry.architecture)'")
    }
    let place = try Place(entry.change, architecture: architecture, packageRoot: packageRoot)
    let folder = place.folder + "/"
    let files = try patchedFiles(
      entry, architecture: architecture, from: CodeFacts.join(packageRoot, place.folder))
    let scratch = try writeScratch(files)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let graph: DeclarationGraph
    do {
      let store = try compile(
        files.keys.sorted(), module: place.module, in: scratch, root: packageRoot,
        aliases: place.aliases)
      let library = try IndexStoreReader.library(
        environment: ProcessInfo.processInfo.environment)
      graph = DeclarationGraph(
        try IndexStoreReader.occurrences(store: store, library: library, modules: [place.module]))
    } catch {
      throw ConformanceCommand.CheckError(description: "\(entry.name): \(error.description)")
    }
    let declared = try ConformanceCommand.bundledModels(
      of: [architecture], folder: { _ in scratch.path }, packageRoot: packageRoot)
    guard let model = declared[architecture.name]?.resolvingRoles(in: graph) else {
      throw ConformanceCommand.CheckError(
        description: "\(entry.name): \(architecture.name) has no intended model")
    }
    let sources = files.keys.sorted().map { (path: folder + $0, text: files[$0] ?? "") }
    var violations = StaticConformance.check(sources: sources, model: model, knownTypes: known)
    for var violation in IndexConformance.check(graph, model: model, root: scratch.path) {
      violation.location = folder + violation.location
      violation.detail = violation.detail.replacingOccurrences(
        of: " at ", with: " at " + folder)
      violations.append(violation)
    }
    return Outcome(entry: entry, violations: violations)
  }

  /// Where an entry's patch applies, and how its copy is compiled.
  struct Place {
    /// The folder the patch applies to, relative to the package root.
    var folder: String
    /// The module the copy is compiled as.
    var module: String
    /// The `-module-alias` flags: a change's shared layers for the base ones.
    var aliases: [String] = []

    /// The architecture's own folder, or its implementation of `change`, whose folders are
    /// made and whose index is built first.
    init(
      _ change: ChangeRequest?, architecture: Architecture, packageRoot: String
    ) throws(ConformanceCommand.CheckError) {
      let target = ConformanceIndex.module(of: architecture)
      guard let change else {
        folder = architecture.sourcePath
        module = target
        return
      }
      let sources = ChangeSources(change: change, packageRoot: packageRoot)
      do {
        try sources.materialize()
        _ = try ConformanceIndex.buildStore(change: change, packageRoot: packageRoot)
      } catch {
        throw ConformanceCommand.CheckError(description: "\(change.name): \(error)")
      }
      folder = sources.made(architecture.sourcePath)
      module = ChangeBuild.moduleName(of: target, in: change)
      let shared =
        (try? FileManager.default.contentsOfDirectory(
          atPath: CodeFacts.join(packageRoot, sources.made("Sources/Shared"))))?.sorted() ?? []
      aliases = shared.flatMap {
        ["-module-alias", "\($0)=\(ChangeBuild.moduleName(of: $0, in: change))"]
      }
    }
  }

  /// The Swift files of `sourceFolder` (the architecture's folder, or a change's
  /// implementation of it) with `entry`'s patch applied, by file name.
  private static func patchedFiles(
    _ entry: Entry, architecture: Architecture, from sourceFolder: String
  ) throws(ConformanceCommand.CheckError) -> [String: String] {
    let folder = architecture.sourcePath + "/"
    var files: [String: String] = [:]
    let source = sourceFolder
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: source)
    } catch {
      throw ConformanceCommand.CheckError(description: "cannot read \(source)")
    }
    for name in names where name.hasSuffix(".swift") {
      files[name] = FileManager.default.contents(atPath: CodeFacts.join(source, name))
        .map { String(decoding: $0, as: UTF8.self) }
    }
    for file in entry.patch.files {
      let name = String(file.path.dropFirst(folder.count))
      guard file.path.hasPrefix(folder), !name.isEmpty, !name.contains("/") else {
        throw ConformanceCommand.CheckError(
          description: "\(entry.name): a corpus patch changes only the files of "
            + "\(architecture.sourcePath), not '\(file.path)'")
      }
      do {
        files[name] = try file.applied(to: files[name])
      } catch {
        throw ConformanceCommand.CheckError(
          description: "\(entry.name): the patch no longer applies to \(file.path)")
      }
    }
    return files
  }

  /// Writes `files` into a new scratch folder and returns it; the caller removes it.
  private static func writeScratch(
    _ files: [String: String]
  ) throws(ConformanceCommand.CheckError) -> URL {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("conformance-corpus-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      for (name, text) in files {
        try text.write(
          to: scratch.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    } catch {
      throw ConformanceCommand.CheckError(description: "cannot write \(scratch.path)")
    }
    return scratch
  }

  /// Compiles `names` of `folder` as `module` with the index store, against the modules of the
  /// index build; returns the store.
  static func compile(
    _ names: [String], module: String, in folder: URL, root: String, aliases: [String] = []
  ) throws(IndexStoreError) -> String {
    let modules = URL(fileURLWithPath: root).standardizedFileURL
      .appendingPathComponent(ArchitectureIndex.scratchPath + "/debug/Modules").path
    let store = folder.appendingPathComponent("store").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-c", "-parse-as-library", "-module-name", module, "-swift-version", "6",
        "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature",
        "MemberImportVisibility", "-I", modules, "-index-store-path", store,
        "-index-ignore-system-modules", "-Xfrontend", "-gnone",
      ] + aliases + names
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw IndexStoreError("cannot run swiftc: \(error.localizedDescription)")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let errors = String(decoding: output, as: UTF8.self).split(separator: "\n")
        .filter { $0.contains("error:") }.prefix(3).joined(separator: "\n")
      throw IndexStoreError("the patched sources do not compile:\n\(errors)")
    }
    return store
  }

  /// The corpus's report: one line per entry (a break with where it was reported), then
  /// precision and recall; `passed` when every verdict is the expected one.
  static func report(_ outcomes: [Outcome]) -> (text: String, passed: Bool) {
    var lines: [String] = []
    for outcome in outcomes {
      let entry = outcome.entry
      let kind = entry.expected == nil ? "variant" : "break"
      let verdict =
        outcome.isRight ? "right" : "WRONG"
      lines.append("\(verdict): \(kind) \(entry.name) (\(entry.architecture)): \(entry.why)")
      let shown = outcome.violations.prefix(3)
      for violation in shown {
        lines.append("    \(violation.location): error: \(violation.rule)")
      }
      if outcome.violations.count > shown.count {
        lines.append("    and \(outcome.violations.count - shown.count) more")
      }
      if outcome.violations.isEmpty { lines.append("    no violation") }
    }
    let breaks = outcomes.filter { $0.entry.expected != nil }
    let caught = breaks.filter(\.isRight).count
    let alarms = outcomes.filter { $0.entry.expected == nil && !$0.isRight }.count
    func percent(_ part: Int, _ whole: Int) -> String {
      whole == 0 ? "n/a" : "\(part * 100 / whole)% (\(part)/\(whole))"
    }
    lines.append("")
    lines.append(
      "corpus: \(breaks.count) breaks, \(outcomes.count - breaks.count) variants; "
        + "precision \(percent(caught, caught + alarms)), recall \(percent(caught, breaks.count))")
    return (lines.joined(separator: "\n") + "\n", outcomes.allSatisfy(\.isRight))
  }
}
