import ArchitectureDescriptor
import CodeFacts

/// The bundled intended models `conformance` checks architectures against, read from the
/// checkout's `Sources/Architectures/IntendedModels`.
extension ConformanceCommand {
  /// The model of each architecture in `architectures` that declares or is named after one, by
  /// architecture name.
  ///
  /// - Parameters:
  ///   - architectures: The architectures checked.
  ///   - folder: The folder of an architecture's sources, where its `CalculatorScreen.swift`
  ///     may declare its pattern.
  ///   - packageRoot: The folder holding `Sources`.
  /// - Returns: The models found.
  /// - Throws: ``CheckError`` with exit code 65 and the file's `file:line:column: error:` when
  ///   a model file is broken.
  static func bundledModels(
    of architectures: [Architecture], folder: (Architecture) -> String, packageRoot: String
  ) throws(CheckError) -> [String: IntendedModel] {
    var models: [String: IntendedModel] = [:]
    for architecture in architectures {
      do {
        models[architecture.name] = try IntendedModel.of(
          architecture: architecture.name, folder: folder(architecture), packageRoot: packageRoot
        )
      } catch {
        throw CheckError(description: error.description, exitCode: .malformedScenario)
      }
    }
    return models
  }
}
