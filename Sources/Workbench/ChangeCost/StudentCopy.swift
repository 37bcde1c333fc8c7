import Foundation

/// A student's copy of one architecture, made to implement a change request as a classroom
/// exercise: `Sources/Classroom/Changes/<Folder>/<Target>`, a folder of their own that the
/// package builds in place of the architecture only when asked (`WORKBENCH_STUDENT=1` with
/// `WORKBENCH_CHANGE=<name>`).
public struct StudentCopy: Sendable, Equatable {
  /// The change request the student implements.
  public var change: ChangeRequest
  /// The architecture's target name (`MVP`).
  public var target: String
  /// The base folder the copy was made from.
  public var base: String

  /// The environment variable that puts students' copies in a changed build.
  public static let variable = "WORKBENCH_STUDENT"

  /// Creates the description of a student's copy.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - base: The architecture's folder (`Sources/MVP`); its last component is the target.
  public init(change: ChangeRequest, base: String) {
    self.change = change
    self.base = base
    self.target = ChangeCostTable.target(of: base)
  }

  /// The folder every student's copy is made in, relative to the package root.
  public static let root = "Sources/Classroom/Changes"

  /// The copy's folder, relative to the package root.
  public var path: String { "\(Self.root)/\(change.folder)/\(target)" }

  /// Whether the copy is there under `packageRoot`.
  ///
  /// - Parameter packageRoot: The package's root folder.
  /// - Returns: `true` when its folder exists.
  public func exists(packageRoot: String = ".") -> Bool {
    ChangeCostTable.isFolder((packageRoot == "." ? "" : packageRoot + "/") + path)
  }

  /// Makes the copy under `packageRoot` unless it is there already.
  ///
  /// - Parameter packageRoot: The package's root folder.
  /// - Returns: Whether it was made now (`false`: the student's earlier copy is kept).
  /// - Throws: An error when the base cannot be copied.
  @discardableResult
  public func make(packageRoot: String = ".") throws -> Bool {
    let root = packageRoot == "." ? "" : packageRoot + "/"
    guard !ChangeCostTable.isFolder(root + path) else { return false }
    let parent = (root + path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: root + base, toPath: root + path)
    return true
  }

  /// What the student's copy has cost so far, measured as every implementation is (no tests).
  ///
  /// - Parameter packageRoot: The package's root folder.
  /// - Returns: The cost.
  /// - Throws: An error when a folder cannot be read.
  public func cost(packageRoot: String = ".") throws -> ChangeCost {
    let root = packageRoot == "." ? "" : packageRoot + "/"
    return try ChangeCost.measure(
      base: root + base, changed: root + path, baseTests: root + ChangeCostTable.tests(of: base),
      changedTests: root + ChangeCostTable.tests(of: base))
  }
}
