import ArchitectureDescriptor
import CodeFacts
import Foundation

/// The compiler's facts `conformance` judges with: the architectures' index, built in its own
/// scratch path and read once per run.
struct ConformanceIndex {
  /// The target whose modules are the architectures judged, with the shared layers they need.
  static let target = "ArchitectureCatalog"

  /// The package root's absolute path, dropped from the locations reported.
  var root: String

  /// Each architecture module's declarations, by module.
  var graphs: [String: DeclarationGraph]

  /// Why no graph was read, when none was.
  var missing: String?

  /// The module of `architecture`: its sources' folder (`Sources/Architectures/MVP` is `MVP`).
  static func module(of architecture: Architecture) -> String {
    architecture.sourcePath.split(separator: "/").last.map(String.init) ?? architecture.name
  }

  /// Builds the index of `architectures` and reads it; a change's implementations are not
  /// indexed yet, and get a note that says so.
  ///
  /// - Throws: ``ConformanceCommand/CheckError`` when the index cannot be built or read: a
  ///   check that cannot see what the compiler resolved does not pass.
  static func read(
    _ architectures: [Architecture], packageRoot: String
  ) throws(ConformanceCommand.CheckError) -> ConformanceIndex {
    let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
    if ChangeBuild.builtChange != nil {
      return ConformanceIndex(
        root: root, graphs: [:],
        missing: "not read: a change's implementations are not indexed yet")
    }
    do {
      let store = try ArchitectureIndex.build(packageRoot: packageRoot, target: target)
      let graphs = try ArchitectureIndex.graphs(
        store: store, modules: architectures.map { module(of: $0) })
      return ConformanceIndex(root: root, graphs: graphs, missing: nil)
    } catch {
      throw ConformanceCommand.CheckError(
        description: "cannot read the compiler's index: \(error.description)")
    }
  }

  /// The report's line on what the index gave for one architecture.
  func note(for graph: DeclarationGraph?) -> String {
    if let missing { return missing }
    guard let graph, !graph.declarations.isEmpty else {
      return "not read: the index of \(Self.target) has no module for it"
    }
    return "index store, \(graph.declarations.count) declarations"
  }
}
