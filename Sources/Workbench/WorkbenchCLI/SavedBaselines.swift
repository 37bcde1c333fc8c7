import Foundation

/// Runs saved by name with `run --save-baseline NAME` and compared with `run --baseline NAME`,
/// as Criterion and package-benchmark keep their baselines: one JSON report per name in
/// ``folder``, relative to the directory the command runs in (the package root).
enum SavedBaselines {
  /// Where named baselines are kept: under `.build`, which git ignores and `swift package clean`
  /// empties.
  static let folder = ".build/workbench-baselines"

  /// The file of baseline `name`, or `nil` when `name` is neither a plain name (letters,
  /// digits, `.`, `_`, `-`, not starting with `.`) nor a path (holding a `/` or ending in
  /// `.json`).
  ///
  /// - Parameter name: The baseline's name or path.
  /// - Returns: The JSON file's path.
  static func path(of name: String) -> String? {
    if name.contains("/") || name.hasSuffix(".json") { return name }
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
    }
    guard allowed, !name.isEmpty, !name.hasPrefix("."), name.count <= 100 else { return nil }
    return folder + "/" + name + ".json"
  }

  /// Whether a regular file is at `path`.
  static func exists(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  /// The names of the baselines saved in ``folder``, sorted.
  static func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Makes ``folder`` when a baseline is saved into it.
  ///
  /// - Parameter path: The baseline's file.
  /// - Throws: The system's error when the folder cannot be made.
  static func prepareFolder(for path: String) throws {
    guard path.hasPrefix(folder + "/") else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }
}
