import ArchitectureDescriptor
import Foundation

/// `workbench new-architecture NAME`: a new architecture target from a template (a working
/// MVC-shaped screen), its test target, both declared in `Package.swift`, and its catalogue
/// entry, all lint-clean and documented, to reshape into a pattern of one's own.
enum NewArchitectureCommand {
  /// The longest name taken, so that every generated line fits 100 columns.
  static let maximumNameLength = 24

  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.newArchitectureUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, help: CommandHelp(usage: usage, text: Help.newArchitecture), output: &output)
    else { return }
    guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing the new architecture's name" : "new-architecture takes one name",
        usage: usage)
    }
    guard isModuleName(name) else {
      throw UsageError(
        "'\(name)' is not a name to give: an upper-case ASCII letter, then letters and digits, "
          + "at most \(maximumNameLength) in all", usage: usage)
    }
    if context.architectures.contains(where: { $0.name.lowercased() == name.lowercased() }) {
      throw UsageError("there is already an architecture called '\(name)'", usage: usage)
    }
    let manager = FileManager.default
    let manifestPath = "Package.swift"
    let catalogPath = "Sources/ArchitectureCatalog/Catalog.swift"
    guard
      let manifest = manager.contents(atPath: manifestPath).map({
        String(decoding: $0, as: UTF8.self)
      }),
      let catalog = manager.contents(atPath: catalogPath).map({
        String(decoding: $0, as: UTF8.self)
      })
    else {
      output.printError(
        "error: cannot read \(manifestPath) and \(catalogPath): run 'workbench new-architecture' "
          + "from the package root.")
      output.exitCode = .unreadablePath
      return
    }
    for folder in ["Sources/\(name)", "Tests/\(name)Tests"] where manager.fileExists(atPath: folder)
    {
      output.printError("error: \(folder) already exists; choose another name.")
      output.exitCode = .unwritableOutput
      return
    }
    guard let newManifest = Template.manifest(manifest, adding: name),
      let newCatalog = Template.catalog(catalog, adding: name)
    else {
      output.printError(
        "error: Package.swift or Catalog.swift does not have the shape the template expects "
          + "(the 'for target in package.targets' loop, the architectures list); add the "
          + "architecture by hand as the README shows.")
      output.exitCode = .unreadablePath
      return
    }
    // The README's package graph is checked against the manifest; keep it drawn when it is there.
    let readmePath = "README.md"
    let readme = manager.contents(atPath: readmePath).map { String(decoding: $0, as: UTF8.self) }
    let newReadme = readme.flatMap { Template.readme($0, adding: name) }
    var files: [(path: String, text: String)] = [
      ("Sources/\(name)/CalculatorScreen.swift", Template.screen(name)),
      ("Sources/\(name)/CalculatorViewController.swift", Template.viewController(name)),
      ("Tests/\(name)Tests/CalculatorViewControllerTests.swift", Template.tests(name)),
      (manifestPath, newManifest), (catalogPath, newCatalog),
    ]
    if let newReadme { files.append((readmePath, newReadme)) }
    for file in files {
      do {
        let folder = (file.path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
          try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
      } catch {
        output.printError("error: cannot write \(file.path): \(error.localizedDescription)")
        output.exitCode = .unwritableOutput
        return
      }
      output.print(
        ([manifestPath, catalogPath, readmePath].contains(file.path) ? "updated " : "wrote   ")
          + file.path)
    }
    output.print("")
    output.print("Next:")
    output.print("  swift build && swift test --filter \(name)Tests")
    output.print("  swift run workbench run --architectures \(name),MVC")
    output.print("  swift run workbench trace Scenarios/tutorial-example.scenario \\")
    output.print("    --architectures \(name)")
    output.print("  swift run workbench facts --architectures \(name)")
  }

  static func isModuleName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.count <= maximumNameLength
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
