import ChangePatches
import CodeFacts
import Diagnostics
import Foundation

/// Reading a folder's files as text, and writing folders so that only what differs is
/// rewritten: what keeps a change's build incremental.
enum FolderSync {
  /// The largest file read, in bytes: 8 MiB, far beyond any source file or patch here.
  static let largestFile = SourceFile.largest

  /// Every regular file under `folder` (at any depth, hidden files excepted), by path within it.
  ///
  /// - Parameter folder: The folder; a missing one reads as empty.
  /// - Returns: Each file's text.
  /// - Throws: ``ChangeSourcesError`` when a file cannot be read or is over ``largestFile``.
  static func read(_ folder: String) throws(ChangeSourcesError) -> [String: String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [:] }
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    var files: [String: String] = [:]
    for path in paths.sorted()
    where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
      let full = folder + "/" + path
      guard isRegularFile(full) else { continue }
      // Refused before it is read when it is over the limit, never read whole first.
      do {
        files[path] = try SourceFile.text(at: full, limit: largestFile)
      } catch {
        throw ChangeSourcesError(path: full, reason: error.reason)
      }
    }
    return files
  }

  /// Writes `folders` (folder path → file path within it → text) under `root`, each at its
  /// path, rewriting only files whose text differs, removing files no folder has, and removing
  /// every other folder three levels down (`Sources/<group>/<target>`) that holds none of them.
  ///
  /// - Parameters:
  ///   - folders: The folders to write.
  ///   - root: Where to write them.
  /// - Throws: ``ChangeSourcesError`` when a file or folder cannot be written.
  static func sync(
    _ folders: [String: [String: String]], into root: String
  ) throws(ChangeSourcesError) {
    for (folder, files) in folders {
      let target = try contained(folder, in: root)
      let existing = try read(target)
      for path in existing.keys where files[path] == nil {
        try remove(target + "/" + path)
      }
      for (path, text) in files where existing[path] != text {
        try write(text, to: try contained(folder + "/" + path, in: root))
      }
    }
    // Folders a patch no longer makes, at any depth: a mutant's folder is five levels down.
    for top in ["Sources", "Tests"] {
      try prune(top, keeping: Set(folders.keys), in: root)
    }
  }

  /// Removes the folders under `path` (relative to `root`) that are neither one of `kept` nor
  /// hold one.
  private static func prune(
    _ path: String, keeping kept: Set<String>, in root: String
  ) throws(ChangeSourcesError) {
    for name in Self.folders(in: root + "/" + path) {
      let folder = path + "/" + name
      if kept.contains(folder) { continue }
      if kept.contains(where: { $0.hasPrefix(folder + "/") }) {
        try prune(folder, keeping: kept, in: root)
      } else {
        try remove(root + "/" + folder)
      }
    }
  }

  /// `root` joined with `relative` normalised, when that stays inside `root`: `relative` names
  /// no `..` and is not absolute (``PackagePath/normalized(_:)``), and no part of it that
  /// exists is a symbolic link leading outside `root`.
  ///
  /// Every file the materialisation of a change reads from the package or writes under its
  /// folder goes through here, so nothing outside either is read, written or removed.
  ///
  /// - Parameters:
  ///   - relative: A path inside `root`, as a patch or a list names it.
  ///   - root: The folder it must stay in.
  /// - Returns: The path to use.
  /// - Throws: ``ChangeSourcesError`` naming the path and why it is refused.
  static func contained(_ relative: String, in root: String) throws(ChangeSourcesError) -> String {
    let normal: String
    do throws(PackagePath.Refusal) {
      normal = try PackagePath.normalized(relative)
    } catch {
      throw ChangeSourcesError(path: relative, reason: error.reason)
    }
    let path = root == "." ? normal : root + "/" + normal
    guard let realRoot = realPath(root) else { return path }
    var prefix = root == "." ? "" : root + "/"
    for part in normal.split(separator: "/") {
      prefix += part
      defer { prefix += "/" }
      guard isSymbolicLink(prefix) else { continue }
      guard let real = realPath(prefix), real == realRoot || real.hasPrefix(realRoot + "/") else {
        throw ChangeSourcesError(
          path: relative,
          reason: "'\(relative)' is reached through the symbolic link '\(prefix)', which leads "
            + "outside '\(root)'")
      }
    }
    return path
  }

  /// Whether `path` is a symbolic link (not followed).
  static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// The path of `path` with every symbolic link resolved, or `nil` when it does not resolve.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The names of the folders directly in `path`, sorted; none when it is missing.
  static func folders(in path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// Whether `path` is a regular file (not a folder, link, device or pipe).
  static func isRegularFile(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return false
    }
    return attributes[.type] as? FileAttributeType == .typeRegular
  }

  /// Writes `text` to `path`, making its folder, through a temporary file renamed into place.
  static func write(_ text: String, to path: String) throws(ChangeSourcesError) {
    let parent = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw ChangeSourcesError(path: path, reason: "cannot be written (\(error))")
    }
  }

  /// Removes the file or folder at `path`.
  static func remove(_ path: String) throws(ChangeSourcesError) {
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw ChangeSourcesError(path: path, reason: "cannot be removed (\(error))")
    }
  }
}
