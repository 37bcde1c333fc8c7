import ChangeCost
import Diagnostics
import Foundation

/// Another executable of this package that a command is handed to, built on demand from the
/// package's sources: `workbench-lab` (``LabBuild``) and `workbench-classroom`
/// (``ClassroomBuild``).
struct ProductHandOff {
  /// The product to build and run.
  var product: String
  /// The environment variable that names the product built already (by `swift test`, which
  /// holds the build folder while it runs).
  var prebuiltVariable: String
  /// Why the product is built from the sources, for the error when there are none here.
  var why: String
  /// What is being built, said while the build runs.
  var building: String
  /// What a failed build means, said after the compiler's errors.
  var failure: String

  /// Builds the product (in a change request's build, with the change) and runs it with
  /// `arguments`, its output this process's; the build's progress goes to standard error.
  ///
  /// - Parameter arguments: The command line to hand on.
  /// - Returns: The child's exit code; 66 away from the package root, 1 when the build failed.
  func run(_ arguments: [String]) -> ExitCode {
    // `workbench-change` hands the lab to `workbench-change-lab`, its change's modules beside
    // the base build's; anything else goes to the base build's product.
    let change = ChangeBuild.builtChange
    let besideBase = change != nil && product == LabBuild.product
    if !besideBase, let prebuilt = ProcessInfo.processInfo.environment[prebuiltVariable],
      FileManager.default.isExecutableFile(atPath: prebuilt)
    {
      return ExitCode(rawValue: PackageBuild.launch(prebuilt, arguments)) ?? .failure
    }
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      PackageBuild.say(
        "error: \(why): run this from the package root (the folder holding Package.swift)")
      return .unreadablePath
    }
    var product = product
    var environment: [String: String] = [:]
    if let change, besideBase {
      product = ChangeBuild.labProduct
      environment = ChangeBuild.modulesEnvironment(change)
    }
    PackageBuild.say(
      besideBase ? "Building the lab with the change's modules (\(product))…" : building)
    guard PackageBuild.build([product], environment: environment) else {
      PackageBuild.say("error: \(failure)")
      return .failure
    }
    guard let folder = PackageBuild.binPath([], environment: environment) else {
      return .failure
    }
    let status = PackageBuild.launch(
      folder + "/" + product, arguments,
      environment: change.map(ChangeBuild.environment) ?? environment)
    // The change's mutants that no longer apply were left out of its lab: each is a failure
    // of its own, said after the others were graded.
    if let change, besideBase, let broken = try? change.sources.brokenMutants(), !broken.isEmpty {
      for error in broken { PackageBuild.say(Quoting.terminalLines(error.description)) }
      return .failure
    }
    return ExitCode(rawValue: status) ?? .failure
  }
}
