import ArchitectureDescriptor
import Diagnostics

/// The code facts of one architecture: its own sources, named as the catalogue names it.
public struct ArchitectureFacts: Sendable, Equatable {
  /// The architecture's name (`MVP`).
  public var name: String

  /// Its sources, relative to the package root (`Sources/Architectures/MVP`).
  public var sourcePath: String

  /// The facts of those sources.
  public var facts: CodeFacts

  /// Creates an architecture's facts.
  ///
  /// - Parameters:
  ///   - name: The architecture's name.
  ///   - sourcePath: Its sources, relative to the package root.
  ///   - facts: The facts of those sources.
  public init(name: String, sourcePath: String, facts: CodeFacts) {
    self.name = name
    self.sourcePath = sourcePath
    self.facts = facts
  }

  /// Analyses each architecture's ``Architecture/sourcePath`` under `packageRoot`, knowing the
  /// shared layers' types from their sources there.
  ///
  /// - Parameters:
  ///   - architectures: The architectures, in the order to report them.
  ///   - packageRoot: The folder holding `Package.swift` and `Sources` (default: the current
  ///     directory).
  /// - Returns: One entry per architecture.
  /// - Throws: ``UnreadablePathError`` for the first source folder that is missing or unreadable.
  public static func analyse(
    _ architectures: [Architecture], packageRoot: String = "."
  ) throws(UnreadablePathError) -> [ArchitectureFacts] {
    try analyse(
      architectures, packageRoot: packageRoot,
      known: try KnownTypes.sharedLayers(packageRoot: packageRoot))
  }

  /// Counts each architecture's sources, naming the types of `known` by their layers (another
  /// screen's shared layers, rather than the calculator's).
  ///
  /// - Parameters:
  ///   - architectures: The architectures to count.
  ///   - packageRoot: The folder holding `Package.swift` and `Sources`.
  ///   - known: The shared layers' types.
  /// - Returns: One set of facts per architecture, in order.
  /// - Throws: ``UnreadablePathError`` when a folder is missing or unreadable.
  public static func analyse(
    _ architectures: [Architecture], packageRoot: String, known: KnownTypes
  ) throws(UnreadablePathError) -> [ArchitectureFacts] {
    var result: [ArchitectureFacts] = []
    for architecture in architectures {
      let facts = try CodeFacts.analyse(
        folder: CodeFacts.join(packageRoot, architecture.sourcePath), knownExternalTypes: known)
      result.append(
        ArchitectureFacts(
          name: architecture.name, sourcePath: architecture.sourcePath, facts: facts))
    }
    return result
  }
}
