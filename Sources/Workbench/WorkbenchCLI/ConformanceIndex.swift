import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Foundation

/// The compiler's facts `conformance` judges with: the architectures' index, built in its own
/// scratch path and read once per run.
///
/// In a change's build (`conformance --change history`) the index is the change's: its modules
/// (`History_MVC`, `History_CalculatorUI`) are indexed the way its build compiles them, beside
/// the base ones in the same scratch path, so only what the change touches is compiled.
struct ConformanceIndex {
  /// The target whose modules are the architectures judged, with the shared layers they need.
  static let target = "ArchitectureCatalog"

  /// The package root's absolute path, dropped from the locations reported.
  var root: String

  /// Each architecture module's declarations, by module.
  var graphs: [String: DeclarationGraph]

  /// Why no graph was read, when none was.
  var missing: String?

  /// The target a change's build compiles its architectures' modules for.
  static let changeTarget = "ChangeCatalog"

  /// The module of `architecture`: its sources' folder (`Sources/Architectures/MVP` is `MVP`);
  /// in a change's build, an implementation of the change (or a student's copy) is the change's
  /// module of that folder (`History_MVP`).
  static func module(of architecture: Architecture) -> String {
    let folder =
      architecture.sourcePath.split(separator: "/").last.map(String.init) ?? architecture.name
    guard let change = ChangeBuild.builtChange,
      architecture.sourcePath.hasPrefix(ChangeSources.root + "/")
        || architecture.sourcePath.hasPrefix(StudentCopy.root + "/")
    else { return folder }
    return ChangeBuild.moduleName(of: folder, in: change)
  }

  /// Builds the index of `architectures` and reads it: the base package's, or in a change's
  /// build the change's modules beside the base ones.
  ///
  /// - Throws: ``ConformanceCommand/CheckError`` when the index cannot be built or read: a
  ///   check that cannot see what the compiler resolved does not pass.
  ///
  /// On a screen other than the calculator, the index is of the screen's
  /// ``ScreenDescriptor/indexTarget``, and its implementations' modules are the screen's.
  static func read(
    _ architectures: [Architecture], packageRoot: String, screen: ScreenDescriptor? = nil
  ) throws(ConformanceCommand.CheckError) -> ConformanceIndex {
    let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
    do throws(IndexStoreError) {
      let store: String
      if let screen {
        guard let target = screen.indexTarget else {
          throw IndexStoreError(
            "the screen '\(screen.name)' names no target to index (its indexTarget)")
        }
        store = try ArchitectureIndex.build(
          packageRoot: packageRoot, target: target, stamp: "indexed-files-\(target).txt")
      } else {
        store = try buildStore(change: ChangeBuild.builtChange, packageRoot: packageRoot)
      }
      let graphs = try ArchitectureIndex.graphs(
        store: store,
        modules: architectures.map { screen?.module(of: $0) ?? module(of: $0) })
      return ConformanceIndex(root: root, graphs: graphs, missing: nil)
    } catch {
      throw ConformanceCommand.CheckError(
        description: "cannot read the compiler's index: \(error.description)")
    }
  }

  /// Builds the index of the base package, or of `change`'s build (its modules beside the base
  /// ones, in the same scratch path); returns the store.
  static func buildStore(
    change: ChangeRequest?, packageRoot: String
  ) throws(IndexStoreError) -> String {
    guard let change else {
      return try ArchitectureIndex.build(packageRoot: packageRoot, target: target)
    }
    var variables = ChangeBuild.modulesEnvironment(change)
    // A student's copy takes the place of the implementation it copies, as in its build.
    if let student = ProcessInfo.processInfo.environment[StudentCopy.variable] {
      variables[StudentCopy.variable] = student
    }
    return try ArchitectureIndex.build(
      packageRoot: packageRoot, target: changeTarget, variables: variables,
      stamp: "indexed-files-\(change.name).txt")
  }

  /// The report's line on what the index gave for one architecture.
  func note(for graph: DeclarationGraph?) -> String {
    if let missing { return missing }
    guard let graph, !graph.declarations.isEmpty else {
      return "not read: the index has no module for it"
    }
    return "index store, \(graph.declarations.count) declarations"
  }
}
