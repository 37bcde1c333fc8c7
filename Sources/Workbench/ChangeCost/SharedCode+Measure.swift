import CodeFacts
import Diagnostics

extension SharedCode {
  /// The pieces of one shared layer a change's patch leaves: one per file whose text differs,
  /// then one for the layer's tests if they differ.
  ///
  /// - Parameters:
  ///   - layer: The layer's target name.
  ///   - paths: The layer's folder and its tests' folder, relative to the package root.
  ///   - before: The layer and its tests in the base.
  ///   - after: The layer and its tests as the change leaves them.
  /// - Returns: The pieces, by file name.
  static func pieces(
    layer: String, paths: (code: String, tests: String),
    before: (code: SwiftFolder, tests: SwiftFolder), after: (code: SwiftFolder, tests: SwiftFolder)
  ) -> [SharedCode] {
    var pieces: [SharedCode] = []
    for path in Set(before.code.files.keys).union(after.code.files.keys).sorted()
    where before.code.files[path]?.text != after.code.files[path]?.text {
      let old = before.code.files[path]?.lines
      let new = after.code.files[path]?.lines
      let counts = SwiftFolder(texts: [path: before.code.files[path]?.text ?? ""]).lineCounts(
        to: SwiftFolder(texts: [path: after.code.files[path]?.text ?? ""]))
      let added = (new?.declaredNames ?? []).filter { !(old?.declaredNames ?? []).contains($0) }
      var piece = SharedCode(
        file: paths.code + "/" + path, layer: layer, origin: .patch,
        names: added.isEmpty ? typeNames(of: new ?? old) : usableNames(added),
        codeLinesAdded: counts.added, codeLinesRemoved: counts.removed,
        instrumentationLinesAdded: counts.instrumentationAdded, testLinesAdded: 0,
        testLinesRemoved: 0, usedBy: [], references: new?.identifiers ?? [],
        memberReferences: new?.memberReferences ?? [])
      piece.key = contentKey(piece.file, [path: after.code.files[path]?.text ?? ""])
      pieces.append(piece)
    }
    let tests = before.tests.lineCounts(to: after.tests)
    if tests != SwiftFolder.LineCounts() {
      var piece = SharedCode(
        file: paths.tests, layer: layer, origin: .patch, names: [], codeLinesAdded: 0,
        codeLinesRemoved: 0, instrumentationLinesAdded: 0,
        testLinesAdded: tests.added + tests.instrumentationAdded,
        testLinesRemoved: tests.removed + tests.instrumentationRemoved, usedBy: [])
      piece.key = contentKey(piece.file, after.tests.files.mapValues(\.text))
      pieces.append(piece)
    }
    return pieces
  }

  /// What tells one change's piece from another's: the file and the text the change leaves.
  ///
  /// Every change starts from the same base, so two changes that leave a file alike (undo and
  /// history both add `Signal+CompactMap.swift`) make one piece, counted once.
  private static func contentKey(_ file: String, _ texts: [String: String]) -> String {
    texts.keys.sorted().reduce("patch:" + file) {
      $0 + "\u{0}" + $1 + "\u{0}" + texts[$1, default: ""]
    }
  }

  /// The pieces a change's `BASE-CODE` list names, each counted whole (or its declarations).
  ///
  /// - Parameters:
  ///   - list: The change's list.
  ///   - packageRoot: The package's root folder.
  /// - Returns: One piece per entry.
  /// - Throws: ``UnreadablePathError`` when a file cannot be read.
  static func pieces(
    of list: BaseCodeList, packageRoot: String
  ) throws(UnreadablePathError) -> [SharedCode] {
    try list.entries.map { entry throws(UnreadablePathError) in
      let full = packageRoot == "." ? entry.path : packageRoot + "/" + entry.path
      let text = try SourceFile.text(at: full, limit: SwiftFolder.largestFile)
      let lines = SourceLines(text)
      let parts = entry.path.split(separator: "/").map(String.init)
      let isTest = parts.first == "Tests"
      let layer = parts.count > 2 ? parts[2] : entry.path
      var code = lines.codeLines
      var names = usableNames(lines.declaredNames)
      if !entry.declarations.isEmpty {
        code = lines.declarations.filter { entry.declarations.contains($0.name) }.flatMap(\.lines)
        names = entry.declarations
      }
      let instrumentation = Instrumentation.split(code).instrumentation.count
      var piece = SharedCode(
        file: entry.path, layer: isTest ? String(layer.dropLast("Tests".count)) : layer,
        origin: .base, names: isTest ? [] : names,
        codeLinesAdded: isTest ? 0 : code.count - instrumentation, codeLinesRemoved: 0,
        instrumentationLinesAdded: isTest ? 0 : instrumentation,
        testLinesAdded: isTest ? code.count : 0, testLinesRemoved: 0, usedBy: [],
        references: lines.identifiers, memberReferences: lines.memberReferences)
      piece.key = entry.path + ":" + entry.declarations.joined(separator: ",")
      return piece
    }
  }

  /// The names a whole file is used by: its top-level ones, or its members when it only
  /// extends types declared elsewhere.
  private static func usableNames(_ names: [String]) -> [String] {
    let topLevel = names.filter { !$0.contains(".") }
    return topLevel.isEmpty ? names : topLevel
  }

  /// The types a file declares or extends, for an edit that declares nothing new.
  private static func typeNames(of lines: SourceLines?) -> [String] {
    var names: [String] = []
    for declaration in lines?.declarations ?? [] where !names.contains(declaration.name) {
      names.append(declaration.name)
    }
    return names
  }
}
