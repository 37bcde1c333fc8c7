import CodeFacts
import Foundation

extension TestabilityRun {
  /// Reads the subject's test files and sorts them into kit-free and screen tests.
  func readTests(_ subject: Subject) throws(TestabilityError) -> ArchitectureTests {
    let testPath = ArchitectureTests.testPath(for: subject.sourcePath)
    let folder = CodeFacts.join(packageRoot, testPath)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw .missingFolder(testPath)
    }
    var screens = ScreenModules(packageRoot: packageRoot)
    var files: [TestFileFacts] = []
    var texts: [(path: String, text: String)] = []
    for name in names.sorted() where name.hasSuffix(".swift") {
      let path = CodeFacts.join(folder, name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .missingFolder(testPath + "/" + name)
      }
      let text = String(decoding: data, as: UTF8.self)
      var facts = TestFileReader.read(path: testPath + "/" + name, text: text, screenModules: [])
      facts.isKitFree = screens.screenModules(among: facts.imports).isEmpty
      files.append(facts)
      texts.append((testPath + "/" + name, text))
    }
    var sources: [(path: String, text: String)] = []
    var kitFiles = Set<String>()
    for file in try sourceFiles(subject) {
      sources.append((file, try originalText(file)))
      let imports = CodeFacts.analyse(sources: [sources[sources.count - 1]]).imports
      if !screens.screenModules(among: imports).isEmpty { kitFiles.insert(file) }
    }
    let kitFolders = ScreenModules.kits.union([ScreenModules.driver]).sorted()
      .compactMap { screens.folder(of: $0) }.filter { $0.hasPrefix(packageRoot + "/") }
      .map { String($0.dropFirst(packageRoot.count + 1)) }
    let kitTypes = KitTypes.names(
      screens: &screens, testImports: files.flatMap(\.imports), architectureFiles: sources)
    let module = testPath.split(separator: "/").last.map(String.init) ?? testPath
    return ArchitectureTests(
      name: subject.name, sourcePath: subject.sourcePath, testPath: testPath, testModule: module,
      files: files,
      functions: TestFunctionClassifier.classify(files: texts, kitTypes: kitTypes),
      kitFiles: kitFiles, kitFolders: kitFolders)
  }

  /// The subject's results before anything runs: its tests and the roles they reach.
  func describe(
    _ subject: Subject, tests: ArchitectureTests
  ) throws(TestabilityError) -> ArchitectureTestability {
    let facts: CodeFacts
    do {
      facts = try CodeFacts.analyse(
        folder: CodeFacts.join(packageRoot, subject.sourcePath), knownExternalTypes: .none)
    } catch {
      throw .missingFolder(subject.sourcePath)
    }
    let roles = facts.types.filter { $0.kind != .protocol && !$0.name.contains(".") }.map(\.name)
      .sorted()
    let kitFreeFiles = Set(tests.functions.filter(\.isKitFree).map(\.file))
    let mentioned = tests.files.filter { kitFreeFiles.contains($0.path) }
      .reduce(into: Set<String>()) { $0.formUnion($1.mentionedNames) }
    var result = ArchitectureTestability(
      name: subject.name, sourcePath: subject.sourcePath,
      kitFreeFiles: kitFreeFiles.sorted(),
      kitFreeTests: tests.functions.count(where: \.isKitFree),
      screenTests: tests.functions.count { !$0.isKitFree },
      roles: roles, rolesReached: roles.filter(mentioned.contains))
    result.testFunctions = tests.functions
    return result
  }

  /// Mirrors the package into the scratch copy and writes every subject's mutation schema.
  ///
  /// - Parameter known: The keys (``UncompiledMutants/key(_:)``) of mutants to leave out.
  /// - Returns: Each subject's mutation points, by name, numbered across all subjects, and the
  ///   points left out.
  /// - Throws: ``TestabilityError`` when a source is missing or the copy cannot be written.
  func writeSchemata(
    leavingOut known: Set<String>
  ) throws(TestabilityError) -> ([String: [MutationPoint]], [MutationPoint]) {
    progress("Writing the mutation schemata into \(scratch.root)")
    var points: [String: [MutationPoint]] = [:]
    var leftOut: [MutationPoint] = []
    var nextID = 1
    do {
      try scratch.mirror(
        schemaFolders: Set(subjects.map(\.sourcePath)),
        testTargets: subjects.map { ArchitectureTests.testPath(for: $0.sourcePath) }
          .map { $0.split(separator: "/").last.map(String.init) ?? $0 })
      for subject in subjects {
        var found: [MutationPoint] = []
        for file in try sourceFiles(subject) {
          let text = try originalText(file)
          let all = SourceMutator.mutationPoints(in: text, file: file, firstID: nextID)
          nextID += all.count
          let filePoints = all.filter { !known.contains(UncompiledMutants.key($0)) }
          leftOut += all.filter { known.contains(UncompiledMutants.key($0)) }
          found += filePoints
          try scratch.writeSchema(
            file: file, original: text, points: filePoints, folder: subject.sourcePath)
        }
        points[subject.name] = found
      }
    } catch let error as TestabilityError {
      throw error
    } catch {
      throw .cannotWrite(String(describing: error))
    }
    return (points, leftOut)
  }

  /// The subject's Swift files, relative to the package root, sorted.
  func sourceFiles(_ subject: Subject) throws(TestabilityError) -> [String] {
    let folder = CodeFacts.join(packageRoot, subject.sourcePath)
    guard let names = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]
    else { throw .missingFolder(subject.sourcePath) }
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { subject.sourcePath + "/" + $0 }
  }

  /// The text of `file` (relative to the package root) in the real package.
  func originalText(_ file: String) throws(TestabilityError) -> String {
    guard let data = FileManager.default.contents(atPath: CodeFacts.join(packageRoot, file)) else {
      throw .missingFolder(file)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
