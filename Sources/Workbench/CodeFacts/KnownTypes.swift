import Diagnostics
import Foundation

/// The public types of the shared layers, each with its layer, so that facts can say which kit
/// or model types a role mentions.
///
/// ```swift
/// let known = KnownTypes(["Label": .kit, "Calculator": .model])
/// known.layer(of: "ViewKit.Label")  // .kit
/// ```
public struct KnownTypes: Sendable, Equatable {
  /// The layer of each known type, by simple name.
  public var layers: [String: ExternalLayer]

  /// The known types that are values (structures and enumerations), by simple name, where the
  /// compiler said so: a role holding one in a `var` owns its copy, as one holding a class in a
  /// `let` owns the instance.
  public var valueTypes: Set<String>

  /// The analysed types that call a function of a model's module, where the compiler said so
  /// (``DeclarationGraph/typesCalling(functionsOf:)``): a role that calls a model of pure
  /// functions owns it, as one that stores a stateful model does.
  public var modelCallers: Set<String>

  /// Creates known types from names and layers.
  ///
  /// - Parameters:
  ///   - layers: The layer of each type, by simple name.
  ///   - valueTypes: The names of those that are structures or enumerations, when known.
  ///   - modelCallers: The analysed types that call a model's functions, when known.
  public init(
    _ layers: [String: ExternalLayer] = [:], valueTypes: Set<String> = [],
    modelCallers: Set<String> = []
  ) {
    self.layers = layers
    self.valueTypes = valueTypes
    self.modelCallers = modelCallers
  }

  /// No known types: facts then name only the analysed folder's own types.
  public static let none = KnownTypes()

  /// The shared layers' source folders, relative to the package root, with their layers.
  public static let sharedLayerFolders: [(path: String, layer: ExternalLayer)] = [
    ("Sources/Shared/ViewKit", .kit), ("Sources/Shared/CalculatorUI", .kit),
    ("Sources/Shared/CalculatorModel", .model), ("Sources/Shared/Binding", .binding),
  ]

  /// Returns the layer of `name`, or `nil` for a type of no shared layer.
  ///
  /// - Parameter name: A type name; for a qualified one (`ViewKit.Label`) its last part counts.
  /// - Returns: The type's layer, if it is known.
  public func layer(of name: String) -> ExternalLayer? {
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    return layers[simple]
  }

  /// Returns the known types of `layer`, sorted.
  ///
  /// - Parameter layer: The layer.
  /// - Returns: The names of its types.
  public func names(in layer: ExternalLayer) -> [String] {
    layers.filter { $0.value == layer }.map(\.key).sorted()
  }

  /// Reads the public types of the shared layers from their sources under `packageRoot`.
  ///
  /// - Parameter packageRoot: The folder holding `Package.swift` and `Sources`.
  /// - Returns: Every public top-level type and protocol of ``sharedLayerFolders``.
  /// - Throws: ``UnreadablePathError`` when a folder is missing or unreadable.
  public static func sharedLayers(packageRoot: String) throws(UnreadablePathError) -> KnownTypes {
    try sharedLayers(packageRoot: packageRoot, overlay: nil)
  }

  /// Reads the public types of the shared layers, and of the same layers as a change request
  /// leaves them (`Sources/Shared/Changes/Undo/CalculatorModel`), where it has them.
  ///
  /// - Parameters:
  ///   - packageRoot: The folder holding `Package.swift` and `Sources`.
  ///   - overlay: The change's shared folder, relative to the package root, if any.
  /// - Returns: Every public top-level type and protocol of the layers.
  /// - Throws: ``UnreadablePathError`` when a folder is missing or unreadable.
  public static func sharedLayers(
    packageRoot: String, overlay: String?
  ) throws(UnreadablePathError) -> KnownTypes {
    var folders = sharedLayerFolders
    if let overlay {
      for (path, layer) in sharedLayerFolders {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let changed = CodeFacts.join(overlay, name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(
          atPath: CodeFacts.join(packageRoot, changed), isDirectory: &isFolder), isFolder.boolValue
        {
          folders.append((changed, layer))
        }
      }
    }
    return try read(folders, packageRoot: packageRoot)
  }

  /// Reads the public types of `folders`, each with its layer, the first folder naming a type
  /// winning.
  ///
  /// - Parameters:
  ///   - folders: The folders, relative to the package root, with their layers.
  ///   - packageRoot: The folder holding `Package.swift` and `Sources`.
  /// - Returns: Every public top-level type and protocol of the folders.
  /// - Throws: ``UnreadablePathError`` when a folder is missing or unreadable.
  public static func read(
    _ folders: [(path: String, layer: ExternalLayer)], packageRoot: String
  ) throws(UnreadablePathError) -> KnownTypes {
    var layers: [String: ExternalLayer] = [:]
    for (path, layer) in folders {
      let facts = try CodeFacts.analyse(
        folder: CodeFacts.join(packageRoot, path), knownExternalTypes: .none)
      for type in facts.types where type.isPublic && !type.name.contains(".") {
        if layers[type.name] == nil { layers[type.name] = layer }
      }
    }
    return KnownTypes(layers)
  }
}
