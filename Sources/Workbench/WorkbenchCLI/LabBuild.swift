import ChangeCost
import Foundation

/// Hands a command that needs the lab (``Lab``) to `workbench-lab`, built on demand from the
/// package's sources, so that `workbench`'s own build holds only what its first run needs.
enum LabBuild {
  /// The product with the lab in it.
  static let product = "workbench-lab"

  /// The environment variable that names a `workbench-lab` built already (by `swift test`,
  /// which holds the build folder while it runs).
  static let prebuiltVariable = "WORKBENCH_LAB_BINARY"

  /// Whether `arguments` need the lab this build lacks: one of its subcommands, or a mutant's
  /// name in `--architectures`.
  static func isNeeded(for arguments: [String], context: WorkbenchCommand.Context) -> Bool {
    guard context.lab == nil, let first = arguments.first else { return false }
    if Lab.commands.contains(first) { return true }
    let mutants = Set(mutantNames().map { $0.lowercased() })
    return ArchitectureSelection.names(in: arguments).contains { mutants.contains($0.lowercased()) }
  }

  /// The mutants' names: the folders of `Sources/Classroom/Mutants` (and, in a change request's
  /// build, of its mutants), read from the package under the current directory.
  static func mutantNames() -> [String] {
    let manager = FileManager.default
    let root = "Sources/Classroom/Mutants"
    var names = (try? manager.contentsOfDirectory(atPath: root)) ?? []
    if let change = ChangeBuild.builtChange {
      names += (try? manager.contentsOfDirectory(atPath: change.mutantsFolder)) ?? []
    }
    return names.filter { !$0.hasPrefix(".") && !$0.contains(".") && $0 != "Changes" }
  }

  /// Builds `workbench-lab` (in a change request's build, with the change) and runs it with
  /// `arguments`, its output this process's; the build's progress goes to standard error.
  ///
  /// - Parameter arguments: The command line to hand on.
  /// - Returns: The child's exit code, or 1 when the build failed.
  static func run(_ arguments: [String]) -> ExitCode {
    ProductHandOff(
      product: product, prebuiltVariable: prebuiltVariable,
      why: "'\(arguments.first ?? "")' is part of the lab (\(product)), built from the package's "
        + "sources",
      building: "Building the lab (\(product): mutants, testability, new-architecture)…",
      failure: "\(product) does not build: the compiler's errors are above."
    ).run(arguments)
  }
}
