import ChangePatches
import CodeFacts
import Diagnostics
import Foundation

/// The Swift files of one folder, at any depth, each read into its code lines and roles, by
/// path relative to the folder.
struct SwiftFolder {
  /// The most bytes a measured Swift file may hold: 1 MiB.
  static let largestFile = 1 << 20
  /// The most lines a measured Swift file may have: 20,000 (the package's own have under 300).
  static let mostLines = 20_000

  /// One role: a top-level type or protocol with the code lines of its declarations and of its
  /// extensions in the folder, in file order.
  struct Role: Equatable {
    var isProtocol: Bool
    var lines: [String]
  }

  /// Each file's text and what the lexer found in it, by relative path.
  var files: [String: (text: String, lines: SourceLines)]

  /// Reads every `*.swift` file under `folder`.
  ///
  /// - Parameters:
  ///   - folder: The folder to read.
  ///   - missingIsEmpty: Whether a missing folder reads as empty rather than failing.
  /// - Returns: The folder's files, read.
  /// - Throws: ``UnreadablePathError`` when the folder is missing (unless `missingIsEmpty`) or
  ///   cannot be listed, or a file cannot be read.
  static func read(
    _ folder: String, missingIsEmpty: Bool = false
  ) throws(UnreadablePathError) -> SwiftFolder {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      if missingIsEmpty { return SwiftFolder(files: [:]) }
      throw UnreadablePathError(path: folder, reason: "no such folder")
    }
    let paths: [String]
    do {
      paths = try FileManager.default.subpathsOfDirectory(atPath: folder)
    } catch {
      throw UnreadablePathError(path: folder, reason: "cannot list the folder")
    }
    var files: [String: (text: String, lines: SourceLines)] = [:]
    for path in paths where path.hasSuffix(".swift") {
      let full = folder + "/" + path
      // A source file is read whole: one beyond any real source is refused before it is read,
      // and one of more lines than a measurement should lex (a file here has under 300).
      let text = try SourceFile.text(at: full, limit: Self.largestFile)
      let lines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      guard lines <= Self.mostLines else {
        throw UnreadablePathError(
          path: full,
          reason: "it has \(lines) lines; a Swift file measured here may be at most "
            + "\(Self.mostLines) lines (and \(Self.largestFile / 1_048_576) MiB)")
      }
      files[path] = (text, SourceLines(text))
    }
    return SwiftFolder(files: files)
  }

  /// Creates a folder from texts by relative path, as the tests do.
  init(texts: [String: String]) {
    files = texts.mapValues { ($0, SourceLines($0)) }
  }

  private init(files: [String: (text: String, lines: SourceLines)]) {
    self.files = files
  }

  /// The roles, by name: every top-level non-extension declaration a developer writes as a
  /// role, with the lines of its extensions in the folder appended.
  ///
  /// A protocol declared in the same file as its only conformer is part of that conformer's
  /// role, not a role of its own; a declaration named in `notRoles` (the harness's screen
  /// factory) is no role at all.
  ///
  /// - Parameter notRoles: The names that are never roles.
  /// - Returns: The roles, by name.
  func roles(notRoles: Set<String> = ChangeCost.notRoles) -> [String: Role] {
    var roles: [String: Role] = [:]
    let declarations = files.keys.sorted().flatMap { path in
      (files[path]?.lines.declarations ?? []).map { (path, $0) }
    }
    let folded = protocolsBesideTheirOnlyConformer(declarations)
    for (_, declaration) in declarations
    where !declaration.isExtension && !notRoles.contains(declaration.name) {
      let name = folded[declaration.name] ?? declaration.name
      let isProtocol = folded[declaration.name] == nil && declaration.isProtocol
      roles[name, default: Role(isProtocol: isProtocol, lines: [])].lines += declaration.lines
    }
    for (_, declaration) in declarations where declaration.isExtension {
      roles[folded[declaration.name] ?? declaration.name]?.lines += declaration.lines
    }
    return roles
  }

  /// Each protocol declared in the same file as its only conformer, mapped to that conformer.
  private func protocolsBesideTheirOnlyConformer(
    _ declarations: [(path: String, declaration: SourceLines.Declaration)]
  ) -> [String: String] {
    var folded: [String: String] = [:]
    for (path, declaration) in declarations
    where declaration.isProtocol && !declaration.isExtension {
      let conformers = Set(
        declarations.filter { !$0.declaration.isProtocol }
          .filter { $0.declaration.conformances.contains(declaration.name) }
          .map(\.declaration.name))
      guard conformers.count == 1, let conformer = conformers.first,
        declarations.contains(where: {
          $0.path == path && $0.declaration.name == conformer && !$0.declaration.isExtension
        })
      else { continue }
      folded[declaration.name] = conformer
    }
    return folded
  }

  /// How many of this folder's files differ in `other` or are gone, and how many are new there.
  func fileChanges(to other: SwiftFolder) -> (touched: Int, added: Int) {
    let touched = files.count { path, file in other.files[path]?.text != file.text }
    let added = other.files.keys.count { files[$0] == nil }
    return (touched, added)
  }

  /// The code lines added and removed from this folder to `other`, file by file (a file only on
  /// one side counts whole), the workbench's instrumentation (``Instrumentation``) apart.
  func lineCounts(to other: SwiftFolder) -> LineCounts {
    var counts = LineCounts()
    for path in Set(files.keys).union(other.files.keys) {
      let before = Instrumentation.split(files[path]?.lines.codeLines ?? [])
      let after = Instrumentation.split(other.files[path]?.lines.codeLines ?? [])
      let code = LineDiff.counts(from: before.code, to: after.code)
      let instrumentation = LineDiff.counts(
        from: before.instrumentation, to: after.instrumentation)
      counts.added += code.added
      counts.removed += code.removed
      counts.instrumentationAdded += instrumentation.added
      counts.instrumentationRemoved += instrumentation.removed
    }
    return counts
  }

  /// Code lines added and removed, and instrumentation lines added and removed.
  struct LineCounts: Equatable {
    var added = 0
    var removed = 0
    var instrumentationAdded = 0
    var instrumentationRemoved = 0
  }
}
