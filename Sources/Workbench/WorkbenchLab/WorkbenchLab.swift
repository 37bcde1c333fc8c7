import ArchitectureTemplate
import MutantCatalog
public import Mutation
public import WorkbenchCLI

/// The lab: `workbench mutants`, `testability` and `new-architecture`, with the mutants.
///
/// The `workbench` executable leaves it out of its build, because its first run needs none of
/// it; `workbench-lab`, `workbench-classroom` and the tests hand it to ``WorkbenchCommand``.
@MainActor
public enum WorkbenchLab {
  /// The lab, with the base mutants.
  public static var lab: Lab { lab(adding: []) }

  /// The lab, with the base mutants and `changeMutants`, those of the change request the tool
  /// was built with (`ChangeMutants.mutants`).
  ///
  /// - Parameter changeMutants: The change's mutants.
  /// - Returns: The lab.
  public static func lab(adding changeMutants: [Mutant]) -> Lab {
    Lab(
      mutants: MutantCatalog.mutants + changeMutants,
      runners: [
        (Commands.Mutants.declaration, MutantsCommand.run),
        (Commands.Testability.declaration, TestabilityCommand.run),
        (Commands.NewArchitecture.declaration, NewArchitectureCommand.run),
      ])
  }

  /// `catalog` (the text of `Catalog.swift`) with the entry and import `workbench
  /// new-architecture` adds for `name`, or `nil` when the architectures list is not found.
  ///
  /// - Parameters:
  ///   - catalog: The catalogue's source.
  ///   - name: The new architecture's module name.
  /// - Returns: The updated source.
  public static func templateCatalog(_ catalog: String, adding name: String) -> String? {
    Template.catalog(catalog, adding: name)
  }

  /// `manifest` (the text of `Package.swift`) with the targets `workbench new-architecture`
  /// declares for `name`, or `nil` when the loop that gives every target its settings is not
  /// found.
  ///
  /// - Parameters:
  ///   - manifest: The package manifest's source.
  ///   - name: The new architecture's module name.
  /// - Returns: The updated source.
  public static func templateManifest(_ manifest: String, adding name: String) -> String? {
    Template.manifest(manifest, adding: name)
  }
}
