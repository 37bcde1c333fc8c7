import CodeFacts
import Foundation

/// A copy of the package in a scratch folder, where the architectures' sources are replaced by
/// their mutation schemata; files are written only when their text changes, so rebuilding it is
/// incremental.
struct ScratchPackage {
  /// The real package's root.
  let packageRoot: String
  /// The copy's root.
  let root: String

  /// What the copy holds of the package besides its manifest.
  static let mirrored = ["Sources", "Tests", "Scenarios"]
  /// The file each mutated module gets, holding the mutant switch.
  static let switchFile = "WorkbenchMutantSwitch.swift"

  /// Makes the copy match the package, file by file, and removes what the package no longer has,
  /// leaving the folders in `schemaFolders` (relative to the root) to ``writeSchema(file:original:points:folder:)``.
  func mirror(schemaFolders: Set<String>, testTargets: [String]) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    let manifest = CodeFacts.join(packageRoot, "Package.swift")
    guard let original = manager.contents(atPath: manifest) else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: manifest])
    }
    let trimmed = ScratchManifest.trimmed(
      String(decoding: original, as: UTF8.self), keeping: testTargets)
    try write(Data(trimmed.utf8), to: CodeFacts.join(root, "Package.swift"))
    for entry in Self.mirrored {
      let source = CodeFacts.join(packageRoot, entry)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      var wanted = Set<String>()
      for case let relative as String in manager.enumerator(atPath: source)?.allObjects ?? [] {
        let path = CodeFacts.join(source, relative)
        guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
        else { continue }
        wanted.insert(relative)
        let inSchema = schemaFolders.contains { (entry + "/" + relative).hasPrefix($0 + "/") }
        if inSchema { continue }
        try write(contentsOf: path, to: CodeFacts.join(root, entry + "/" + relative))
      }
      let copy = CodeFacts.join(root, entry)
      for case let relative as String in manager.enumerator(atPath: copy)?.allObjects ?? [] {
        let path = CodeFacts.join(copy, relative)
        guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
          !wanted.contains(relative),
          !schemaFolders.contains(where: { (entry + "/" + relative).hasPrefix($0 + "/") })
        else { continue }
        try manager.removeItem(atPath: path)
      }
    }
  }

  private func write(contentsOf source: String, to destination: String) throws {
    guard let data = FileManager.default.contents(atPath: source) else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source])
    }
    try write(data, to: destination)
  }

  /// Writes `data` to `path` in the copy unless it holds exactly that already.
  func write(_ data: Data, to path: String) throws {
    if FileManager.default.contents(atPath: path) == data { return }
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: path))
  }

  /// Writes the schema of `file` (relative to the package root) with `points` switched in, and
  /// the mutant switch beside the module's sources in `folder`.
  func writeSchema(file: String, original: String, points: [MutationPoint], folder: String) throws {
    let schema = SchemaEdit.apply(points.flatMap(\.edits), to: original)
    try write(Data(schema.utf8), to: CodeFacts.join(root, file))
    let switchPath = CodeFacts.join(root, folder + "/" + Self.switchFile)
    try write(Data(SourceMutator.switchSource.utf8), to: switchPath)
  }
}
