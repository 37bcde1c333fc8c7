import ChangeCost
import Foundation

/// The folders a change's build is made of, as a fingerprint the build's environment carries.
///
/// `Package.swift` decides the change's modules by which folders exist under
/// `.build/change-sources/<name>/` (and, for `exercise check`, under
/// `Sources/Classroom/Changes/<Folder>/`). SwiftPM caches the evaluated manifest by its text and
/// its environment, not by the folders it listed, so after `changes save`, `reset` or a new
/// mutant the cached manifest named folders that were gone, or missed new ones ("invalid custom
/// path"). Passing the folders' fingerprint in the environment makes a changed layout a new
/// manifest.
extension ChangeBuild {
  /// The variable carrying ``layoutFingerprint(of:packageRoot:)``.
  package static let layoutVariable = "WORKBENCH_CHANGE_LAYOUT"

  /// How deep under a change's folders the manifest looks:
  /// `Sources/Classroom/Mutants/Changes/<Folder>/<Mutant>` is six levels down.
  private static let layoutDepth = 6

  /// A fingerprint of the folders `change`'s build is made of: a hash of their sorted paths.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - packageRoot: The package's folder.
  /// - Returns: 16 hexadecimal digits, the same as long as the same folders exist.
  package static func layoutFingerprint(
    of change: ChangeRequest, packageRoot: String = "."
  ) -> String {
    let roots = [
      ".build/change-sources/\(change.name)", "Sources/Classroom/Changes/\(change.folder)",
    ]
    var paths: [String] = []
    for root in roots {
      paths.append(contentsOf: folders(under: packageRoot + "/" + root, depth: layoutDepth))
    }
    // FNV-1a over the sorted paths: stable across runs, unlike `Hasher`.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in paths.sorted().joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The folders under `path`, `depth` levels down at most, relative to it.
  private static func folders(under path: String, depth: Int) -> [String] {
    guard depth > 0 else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    var found: [String] = []
    for name in names where !name.hasPrefix(".") {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      found.append(name)
      found.append(
        contentsOf: folders(under: path + "/" + name, depth: depth - 1).map {
          name + "/" + $0
        })
    }
    return found
  }
}
