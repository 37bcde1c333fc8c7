import ArchitectureCatalog
import ArchitectureDescriptor
import ChangeCost
import Diagnostics
import Foundation

/// Builds the package with one change request in, and runs the tool it built: how
/// `run --change` and `changes --verify` reach code the default build never compiles.
///
/// The change's folders are first made from its patches (``ChangeSources``), rewriting only
/// the files that differ, so a second build of the same change recompiles nothing. Then
/// `swift build --product workbench-change` with `WORKBENCH_CHANGE=<name>` and
/// `WORKBENCH_CHANGE_MODULES=1`, in the package's own `.build`: `Package.swift` compiles each of
/// those folders as a module of its own beside the base ones (`Undo_MVC`), and only them, the
/// catalogue of their screens and the tool's `main`; the harness and everything else the tool
/// links is the base build's, compiled once for every change.
///
/// The lab (`mutants --change`) is built the same way, as `workbench-change-lab`, and so is a
/// student's copy (`exercise check <change>`), in place of the implementation it copies.
package enum ChangeBuild {
  /// The environment variable `Package.swift` reads, and the built tool too.
  package static let variable = "WORKBENCH_CHANGE"

  /// The environment that builds `change`.
  package static func environment(_ change: ChangeRequest) -> [String: String] {
    [variable: change.name]
  }

  /// The change request this tool was built with, or `nil` for the default build.
  ///
  /// `workbench-change` installs its change's screens (``install(changedScreens:)``), and the
  /// tool that built it runs it with the change's name in ``variable``.
  package static var builtChange: ChangeRequest? {
    guard isModulesTool else { return nil }
    return ProcessInfo.processInfo.environment[variable].flatMap {
      $0.isEmpty ? nil : ChangeRequest(name: $0)
    }
  }

  /// The architectures of a changed build: each one that has an implementation of `change`
  /// reports the implementation's folder (or the student's copy, in a student's build), which
  /// is the code that runs, so `facts` and the reports point at it.
  package static func architectures(
    _ architectures: [Architecture], change: ChangeRequest
  ) -> [Architecture] {
    architectures.map { architecture in
      let target = architecture.sourcePath.split(separator: "/").last.map(String.init) ?? ""
      var folders = [change.implementation(of: target)]
      if ProcessInfo.processInfo.environment[StudentCopy.variable].map({ !$0.isEmpty }) == true {
        folders.append(StudentCopy(change: change, base: architecture.sourcePath).path)
      }
      // The last that exists is what the manifest built, as it picks the last group found.
      let built = folders.last { folder in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
          && isFolder.boolValue
      }
      guard let folder = built else { return architecture }
      let changed = changedScreen(of: target)
      return Architecture(
        name: architecture.name, summary: architecture.summary, origin: architecture.origin,
        sourcePath: folder, makeScreen: changed ?? architecture.makeScreen)
    }
  }

  /// Whether `architecture`, as ``architectures(_:change:)`` made it, runs an implementation of
  /// the change (or a student's copy of one), rather than its base code: an architecture
  /// registered before its change's patches exist is left out of the change's runs, and the
  /// build's note names it, instead of failing every scenario of the change.
  ///
  /// - Parameter architecture: An architecture of the changed build.
  /// - Returns: `true` when its code is the change's.
  package static func implements(_ architecture: Architecture) -> Bool {
    architecture.sourcePath.hasPrefix(ChangeSources.root + "/")
      || architecture.sourcePath.hasPrefix(StudentCopy.root + "/")
  }

  /// What a command run in this changed build says first, on standard error: which change's
  /// implementations run, and which architectures have none (their base code runs).
  ///
  /// - Parameter architectures: The architectures of this build (``architectures(_:change:)``).
  /// - Returns: The note, or `nil` in the default build.
  package static func note(for architectures: [Architecture]) -> String? {
    let names = Set(architectures.map(\.name))
    let leftOut = Catalog.architectures.map(\.name).filter { !names.contains($0) }
    return builtChange.map { note(for: architectures, change: $0, leftOut: leftOut) }
  }

  /// What a build of `change` says first: which implementations run, each student's copy by
  /// its folder, and which architectures have none (their base code runs).
  ///
  /// - Parameters:
  ///   - architectures: The architectures of the build (``architectures(_:change:)``).
  ///   - change: The change request.
  ///   - leftOut: The catalogue's architectures left out of the build's runs, having no
  ///     implementation of the change (default: none).
  /// - Returns: The note.
  package static func note(
    for architectures: [Architecture], change: ChangeRequest, leftOut: [String] = []
  ) -> String {
    // A student's copy (exercise check) is the code that runs for its architecture: it is
    // named, not counted as missing.
    let copies = architectures.filter { $0.sourcePath.hasPrefix(StudentCopy.root + "/") }
    let missing = architectures.filter {
      !$0.sourcePath.hasPrefix(ChangeSources.root + "/")
        && !$0.sourcePath.hasPrefix(StudentCopy.root + "/")
    }
    let implemented = architectures.count - missing.count - copies.count
    var note =
      "Running the change request '\(change.name)': the implementations made from "
      + "\(change.sources.patchesFolder)/ (\(implemented) of \(architectures.count + leftOut.count) "
      + "architectures)."
    for copy in copies {
      note += " \(copy.name) runs the student's copy, \(copy.sourcePath)."
    }
    if !missing.isEmpty {
      note +=
        " " + missing.map(\.name).joined(separator: ", ")
        + (missing.count == 1 ? " has" : " have") + " no implementation of it: the base code runs."
    }
    if !leftOut.isEmpty {
      note +=
        " " + leftOut.joined(separator: ", ")
        + (leftOut.count == 1 ? " has" : " have")
        + " no implementation of it yet: not run, as its base code would fail the change's "
        + "scenarios."
    }
    return note
  }

  /// Builds `change` (`workbench-change`, and with `tests` the role tests of what it changes),
  /// showing the build's progress on standard error.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - tests: Whether to build the tests too.
  /// - Returns: The folder of the built products, or `nil` when the build failed (said on
  ///   standard error).
  package static func build(_ change: ChangeRequest, tests: Bool = false) -> String? {
    do {
      try change.sources.materialize()
      // A mutant that no longer applies is left out: it never stops the change itself.
      for broken in try change.sources.brokenMutants() {
        PackageBuild.say(
          Quoting.terminalLines(
            broken.description.replacing(": error: ", with: ": warning: ", maxReplacements: 1)))
      }
    } catch {
      PackageBuild.say(Quoting.terminalLines(error.description))
      return nil
    }
    PackageBuild.say(
      "Building the change request '\(change.name)' (its folders as modules beside the base "
        + "build's, \(product))…")
    // The test product holds the change's role tests alone, in a product of its own.
    let products = [product] + (tests ? [testProduct(change)] : [])
    let environment = modulesEnvironment(change)
    guard PackageBuild.build(products, environment: environment) else {
      PackageBuild.say(
        "error: the change request '\(change.name)' does not build: the compiler's errors are "
          + "above.")
      return nil
    }
    // SwiftPM links `.build/debug` to the products' folder: no second `swift` to ask.
    let built = ".build/debug"
    if FileManager.default.fileExists(atPath: built + "/" + product) { return built }
    return PackageBuild.binPath([], environment: environment)
  }

  /// Builds `change` and runs its `workbench` with `arguments`, its output this process's.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - arguments: The command line to hand on.
  /// - Returns: The child's exit code, or 1 when the build failed.
  package static func run(_ change: ChangeRequest, arguments: [String]) -> ExitCode {
    guard let folder = build(change) else { return .failure }
    return launch(folder, change: change, arguments: arguments)
  }

  /// Hands a command given `--change` to the build that has the change in it.
  ///
  /// - Parameters:
  ///   - change: The change request the command names, if any.
  ///   - command: The subcommand, such as `run`.
  ///   - arguments: Its arguments, handed on whole.
  ///   - usage: The usage line for the error.
  ///   - readsTheTerminal: Whether the command reads keys from the terminal (`play`): the
  ///     change's build then replaces this process (``replace(_:arguments:)``) instead of
  ///     running as its child.
  /// - Returns: `nil` when the command runs here (no change, or this build is the change's);
  ///   otherwise the exit code of the change's build, which ran it.
  /// - Throws: ``UsageError`` when this build has another change in it.
  package static func handOff(
    _ change: ChangeRequest?, command: String, arguments: ArraySlice<String>, usage: String,
    readsTheTerminal: Bool = false
  ) throws(UsageError) -> ExitCode? {
    guard let change else { return nil }
    guard let built = builtChange else {
      // This build has no change in it: build one that has, and let it run the command.
      if readsTheTerminal { return replace(change, arguments: [command] + arguments) }
      return run(change, arguments: [command] + arguments)
    }
    guard built == change else {
      throw UsageError(
        "this workbench was built with the change request '\(built.name)', not "
          + "'\(change.name)'", usage: usage)
    }
    return nil
  }

  /// Runs the `workbench-change` in `folder`, built with `change`, with `arguments`.
  package static func launch(
    _ folder: String, change: ChangeRequest, arguments: [String]
  ) -> ExitCode {
    let status = PackageBuild.launch(
      folder + "/" + product, arguments, environment: environment(change))
    return ExitCode(rawValue: status) ?? .failure
  }

  /// The change request called `name`, one of those under `Scenarios/Changes`.
  ///
  /// - Parameters:
  ///   - name: The name given on the command line.
  ///   - usage: The usage line for the error.
  /// - Returns: The change request.
  /// - Throws: ``UsageError`` naming the known change requests when none is called `name`.
  package static func request(named name: String, usage: String) throws(UsageError) -> ChangeRequest
  {
    let known = ChangeRequest.all()
    // The name as written, else the one name that differs only in case.
    if let request = known.first(where: { $0.name == name }) { return request }
    let alike = known.filter { $0.name.lowercased() == name.lowercased() }
    if alike.count == 1, let request = alike.first { return request }
    let shown = Quoting.terminal(name)
    guard !known.isEmpty else {
      throw UsageError(
        "no change request '\(shown)': there is no \(ChangeRequest.scenariosFolder) folder here; "
          + "run from the package root", usage: usage)
    }
    throw UsageError(
      "no change request '\(shown)'; the change requests are "
        + known.map { Quoting.terminal($0.name) }.joined(separator: ", ") + " (the folders of "
        + ChangeRequest.scenariosFolder + ")", usage: usage)
  }
}
