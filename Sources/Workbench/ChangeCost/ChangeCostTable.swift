import Diagnostics
import Foundation

/// What every change request cost every architecture, and the shared layers each one changed
/// once for all: the data behind `workbench changes`.
public struct ChangeCostTable: Sendable, Equatable, Codable {
  /// One architecture's implementation of one change, or its absence.
  public struct Entry: Sendable, Equatable, Codable {
    /// The architecture's name, as reports show it (`MVVM-IO`).
    public var architecture: String
    /// The folder the implementation started from.
    public var base: String
    /// The implementation's patch (`Scenarios/Changes/<name>/patches/<target>.patch`).
    public var implementation: String
    /// What the change cost, or `nil` when the architecture has no implementation of it.
    public var cost: ChangeCost?
    /// The change's shared pieces the implementation uses, as indices into
    /// ``Change/sharedCode``.
    public var sharedCodeUsed: [Int] = []

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - architecture: The architecture's name.
    ///   - base: The folder the implementation started from.
    ///   - implementation: The implementation's patch.
    ///   - cost: What the change cost, or `nil` when there is no implementation.
    public init(architecture: String, base: String, implementation: String, cost: ChangeCost?) {
      self.architecture = architecture
      self.base = base
      self.implementation = implementation
      self.cost = cost
    }
  }

  /// One shared layer as a change leaves it, measured against the layer itself.
  public struct SharedEntry: Sendable, Equatable, Codable {
    /// The shared layer's target name (`ViewKit`).
    public var target: String
    /// The layer's own folder.
    public var base: String
    /// The patch of the layer.
    public var implementation: String
    /// What the change cost the layer.
    public var cost: ChangeCost
  }

  /// One change request's costs.
  public struct Change: Sendable, Equatable, Codable {
    /// The change's name (`undo`).
    public var name: String
    /// Each architecture's entry, in the catalogue's order.
    public var architectures: [Entry]
    /// The shared layers the change touched once for all, by target name.
    public var shared: [SharedEntry]
    /// The shared code the change adds or needs, file by file: its patches' and the base code
    /// its `BASE-CODE` list names.
    public var sharedCode: [SharedCode] = []

    /// The pieces of ``sharedCode`` the implementation in `folder` uses: those its code names,
    /// directly or through another piece.
    ///
    /// - Parameter folder: The implementation's folder.
    /// - Returns: Indices into ``sharedCode``, ascending.
    /// - Throws: ``UnreadablePathError`` when the folder or a file cannot be read.
    public func sharedCodeUsed(by folder: String) throws(UnreadablePathError) -> [Int] {
      let code = try SwiftFolder.read(folder)
      return SharedCode.used(
        among: sharedCode,
        identifiers: code.files.values.reduce(into: []) { $0.formUnion($1.lines.identifiers) },
        members: code.files.values.reduce(into: []) { $0.formUnion($1.lines.memberReferences) })
    }

    /// The all-in churn of `entry`: its own code churn and that of the shared code it uses.
    ///
    /// - Parameter entry: One of ``architectures``.
    /// - Returns: The churn, or `nil` when the entry is missing.
    public func allIn(_ entry: Entry) -> Int? {
      entry.cost.map { cost in
        cost.churn + entry.sharedCodeUsed.reduce(0) { $0 + sharedCode[$1].churn }
      }
    }
  }

  /// Every change request, sorted by name.
  public var changes: [Change]

  /// An architecture as the table needs it: its report name and its sources' folder.
  public typealias Architecture = (name: String, sourcePath: String)

  /// Measures every change request under `packageRoot` against every architecture, from the
  /// folders its patches make (``ChangeSources``), each against the base it was made from.
  ///
  /// - Parameters:
  ///   - architectures: The architectures, in the order to show them.
  ///   - changes: The change requests (default: those under `Scenarios/Changes`).
  ///   - packageRoot: The package's root folder.
  /// - Returns: The table.
  /// - Throws: ``UnreadablePathError`` when a folder or file cannot be read, or a patch cannot
  ///   be applied.
  public static func measure(
    _ architectures: [Architecture], changes: [ChangeRequest]? = nil, packageRoot: String = "."
  ) throws(UnreadablePathError) -> ChangeCostTable {
    let root = packageRoot == "." ? "" : packageRoot + "/"
    var table = ChangeCostTable(changes: [])
    for request in changes ?? ChangeRequest.all(packageRoot: packageRoot) {
      do {
        try ChangeSources(change: request, packageRoot: packageRoot).materialize()
      } catch {
        throw UnreadablePathError(path: error.path, reason: error.reason)
      }
      var change = Change(name: request.name, architectures: [], shared: [])
      for architecture in architectures {
        let target = Self.target(of: architecture.sourcePath)
        let implementation = request.implementation(of: target)
        var entry = Entry(
          architecture: architecture.name, base: architecture.sourcePath,
          implementation: request.patch(of: target), cost: nil)
        if Self.isFolder(root + implementation) {
          let baseTests = Self.tests(of: architecture.sourcePath)
          let changedTests = request.implementationTests(of: target)
          entry.cost = try ChangeCost.measure(
            base: root + architecture.sourcePath, changed: root + implementation,
            baseTests: root + baseTests,
            changedTests: root + (Self.isFolder(root + changedTests) ? changedTests : baseTests))
        }
        change.architectures.append(entry)
      }
      change.shared = try sharedEntries(of: request, root: root)
      try charge(&change, request: request, root: root, packageRoot: packageRoot)
      table.changes.append(change)
    }
    return table
  }

  /// The shared layers `request` changes, each measured against its own folder.
  private static func sharedEntries(
    of request: ChangeRequest, root: String
  ) throws(UnreadablePathError) -> [SharedEntry] {
    let folder = request.sharedFolder
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: root + folder)) ?? []
    var entries: [SharedEntry] = []
    for target in targets.sorted() where isFolder(root + folder + "/" + target) {
      guard let base = baseFolder(of: target, root: root) else {
        throw UnreadablePathError(
          path: root + folder + "/" + target, reason: "no shared layer of that name to compare with"
        )
      }
      let changedTests = request.sources.made(tests(of: base))
      let cost = try ChangeCost.measure(
        base: root + base, changed: root + folder + "/" + target, baseTests: root + tests(of: base),
        changedTests: root + (isFolder(root + changedTests) ? changedTests : tests(of: base)))
      entries.append(
        SharedEntry(
          target: target, base: base, implementation: request.patch(of: target), cost: cost))
    }
    return entries
  }

  /// Finds the change's shared code (its patches' files, then its `BASE-CODE` list's) and which
  /// implementations use each piece.
  private static func charge(
    _ change: inout Change, request: ChangeRequest, root: String, packageRoot: String
  ) throws(UnreadablePathError) {
    for shared in change.shared {
      let baseTests = Self.tests(of: shared.base)
      let changedTests = request.sources.made(baseTests)
      change.sharedCode += SharedCode.pieces(
        layer: shared.target, paths: (shared.base, baseTests),
        before: (
          try SwiftFolder.read(root + shared.base),
          try SwiftFolder.read(root + baseTests, missingIsEmpty: true)
        ),
        after: (
          try SwiftFolder.read(root + request.sharedFolder + "/" + shared.target),
          try SwiftFolder.read(
            root + (isFolder(root + changedTests) ? changedTests : baseTests),
            missingIsEmpty: true)
        ))
    }
    let list: BaseCodeList
    do {
      list = try BaseCodeList.read(request, packageRoot: packageRoot)
    } catch {
      throw UnreadablePathError(path: error.path, reason: error.description)
    }
    change.sharedCode += try SharedCode.pieces(of: list, packageRoot: packageRoot)
    for index in change.architectures.indices where change.architectures[index].cost != nil {
      let target = Self.target(of: change.architectures[index].base)
      let used = try change.sharedCodeUsed(by: root + request.implementation(of: target))
      change.architectures[index].sharedCodeUsed = used
      for piece in used {
        change.sharedCode[piece].usedBy.append(change.architectures[index].architecture)
      }
    }
  }

  /// The target a source folder holds: its last component (`Sources/Architectures/MVP` → `MVP`).
  static func target(of sourcePath: String) -> String {
    sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
  }

  /// The test folder mirroring a source folder: `Sources/X/MVP` → `Tests/X/MVPTests`.
  static func tests(of sourcePath: String) -> String {
    var parts = sourcePath.split(separator: "/").map(String.init)
    guard parts.count >= 2, parts[0] == "Sources" else { return sourcePath + "Tests" }
    parts[0] = "Tests"
    parts[parts.count - 1] += "Tests"
    return parts.joined(separator: "/")
  }

  /// The folder of the target called `target` under `root`: in its group
  /// (`Sources/Architectures`, `Sources/Shared`) or directly under `Sources`.
  static func baseFolder(of target: String, root: String) -> String? {
    ["Sources/Architectures/", "Sources/Shared/", "Sources/"].map { $0 + target }.first {
      isFolder(root + $0)
    }
  }

  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
