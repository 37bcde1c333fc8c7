import Foundation

/// The fingerprints of the base folders a change request's implementations were made from,
/// kept in a `BASES` file beside them (`Sources/<Group>/Changes/<Folder>/BASES`, outside every
/// target folder), so that a test sees when a base changed and an implementation was not
/// brought along.
///
/// Each line of the file is a target's name and the fingerprint of its base's sources and
/// tests: `MVP 9c1d…`. A fingerprint is FNV-1a (64 bits) over every file's path relative to
/// its folder and its bytes, so moving the folder keeps it.
public enum BaseFingerprint {
  /// A file's name.
  public static let fileName = "BASES"

  /// The groups whose change folders hold implementations: architectures, then shared layers.
  public static let groups = ["Architectures", "Shared"]

  /// One implementation whose base has changed since it was recorded, or never was.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// The change request.
    public var change: String
    /// The implementation's folder.
    public var implementation: String
    /// The base's source folder.
    public var base: String
    /// The recorded fingerprint, or `nil` when none is.
    public var recorded: String?
    /// The base's fingerprint now.
    public var current: String

    /// What happened and how to bring the implementation along.
    public var description: String {
      let bases = implementation.split(separator: "/").dropLast().joined(separator: "/") + "/BASES"
      let record =
        "then re-record with 'swift run workbench changes --record-bases --changes \(change)'"
      guard let recorded else {
        return "\(implementation) has no fingerprint of its base \(base) in \(bases): \(record)."
      }
      return "\(base) (or its tests) changed since \(implementation) was made from it "
        + "(recorded \(recorded), now \(current)). Bring the implementation along: see what "
        + "changed with 'git diff $(git log -1 --format=%H -- \(bases)) -- \(base) "
        + "\(ChangeCostTable.tests(of: base))', make the same change in \(implementation) and "
        + "its tests, \(record)."
    }
  }

  /// The fingerprint of `folder` and `tests`, each file by relative path; a missing folder
  /// counts as empty.
  ///
  /// - Parameters:
  ///   - folder: The base's source folder.
  ///   - tests: The base's test folder.
  /// - Returns: Sixteen hexadecimal digits.
  public static func fingerprint(of folder: String, tests: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    for (marker, root) in [("sources", folder), ("tests", tests)] {
      add(Array(marker.utf8) + [0])
      let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
      for path in paths.sorted() {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
        add(Array(path.utf8) + [0])
        add(data)
        add([0])
      }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Every implementation of `changes` under `packageRoot` whose base's fingerprint is not the
  /// one recorded.
  ///
  /// - Parameters:
  ///   - changes: The change requests.
  ///   - packageRoot: The package's root folder.
  /// - Returns: The problems, in the order of the changes and their targets.
  public static func problems(
    _ changes: [ChangeRequest], packageRoot: String = "."
  ) -> [Problem] {
    var problems: [Problem] = []
    for change in changes {
      for (implementation, base, recorded) in implementations(of: change, packageRoot: packageRoot)
      {
        let current = fingerprint(of: base.full, tests: base.tests)
        if recorded != current {
          problems.append(
            Problem(
              change: change.name, implementation: implementation, base: base.relative,
              recorded: recorded, current: current))
        }
      }
    }
    return problems
  }

  /// Writes the `BASES` files of `changes`, recording each implementation's base as it is now.
  ///
  /// - Parameters:
  ///   - changes: The change requests.
  ///   - packageRoot: The package's root folder.
  /// - Returns: The files written, relative to the package root.
  /// - Throws: An error when a file cannot be written.
  @discardableResult
  public static func record(
    _ changes: [ChangeRequest], packageRoot: String = "."
  ) throws -> [String] {
    var written: [String] = []
    for change in changes {
      for group in groups {
        let folder = "Sources/\(group)/Changes/\(change.folder)"
        let lines = implementations(of: change, packageRoot: packageRoot)
          .filter { $0.implementation.hasPrefix(folder + "/") }
          .map { implementation, base, _ in
            let target = implementation.split(separator: "/").last.map(String.init) ?? ""
            return target + " " + fingerprint(of: base.full, tests: base.tests)
          }
        guard !lines.isEmpty else { continue }
        let path = folder + "/" + fileName
        try Data((lines.joined(separator: "\n") + "\n").utf8)
          .write(to: URL(fileURLWithPath: packageRoot + "/" + path), options: .atomic)
        written.append(path)
      }
    }
    return written
  }

  private typealias Base = (relative: String, full: String, tests: String)

  /// Each implementation folder of `change` with its base and its recorded fingerprint.
  private static func implementations(
    of change: ChangeRequest, packageRoot: String
  ) -> [(implementation: String, base: Base, recorded: String?)] {
    let root = packageRoot == "." ? "" : packageRoot + "/"
    var found: [(implementation: String, base: Base, recorded: String?)] = []
    for group in groups {
      let folder = "Sources/\(group)/Changes/\(change.folder)"
      let recorded = recordedFingerprints(root + folder + "/" + fileName)
      let targets = (try? FileManager.default.contentsOfDirectory(atPath: root + folder)) ?? []
      for target in targets.sorted() where ChangeCostTable.isFolder(root + folder + "/" + target) {
        guard let base = ChangeCostTable.baseFolder(of: target, root: root) else { continue }
        found.append(
          (
            folder + "/" + target,
            (base, root + base, root + ChangeCostTable.tests(of: base)), recorded[target]
          ))
      }
    }
    return found
  }

  /// The fingerprints a `BASES` file records, by target; none when it is missing.
  private static func recordedFingerprints(_ path: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [:] }
    var recorded: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2 { recorded[String(parts[0])] = String(parts[1]) }
    }
    return recorded
  }
}
