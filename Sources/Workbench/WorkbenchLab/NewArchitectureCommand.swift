import ArchitectureDescriptor
import ArchitectureTemplate
import CodeFacts
import Foundation
import OutputFiles
import WorkbenchCLI

/// `workbench new-architecture NAME`: a new architecture target from a template (a working
/// MVC-shaped screen), its test target, both declared in `Package.swift`, and its catalogue
/// entry, all lint-clean and documented, to reshape into a pattern of one's own.
enum NewArchitectureCommand {
  /// The package's manifest, which declares the new targets.
  static let manifestPath = "Package.swift"
  /// The catalogue, which lists the new architecture.
  static let catalogPath = "Sources/Workbench/ArchitectureCatalog/Catalog.swift"
  /// The contributor's article, whose package graph is checked against the manifest.
  static let readmePath = "Sources/Workbench/ScenarioReplay/Workbench.docc/Contributing.md"

  /// Runs `workbench new-architecture`: parses the name, reads the package's files, checks that
  /// the new folders are free, then writes the new files and the updated ones, and says what to
  /// do next.
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let options = try NewArchitectureOptions.parse(parsed, context: context)
    let name = options.name
    guard let manifest = contents(of: manifestPath), let catalog = contents(of: catalogPath)
    else {
      throw CommandError(
        .unreadablePath,
        "error: cannot read \(manifestPath) and \(catalogPath): run 'workbench new-architecture' "
          + "from the package root.")
    }
    try options.checkIsFree(in: manifest)
    try checkFoldersAreFree(for: name)
    var files = try generatedFiles(for: name, manifest: manifest, catalog: catalog)
    files = files.map { file in
      guard file.path.hasSuffix("/\(name)/CalculatorScreen.swift") else { return file }
      return (file.path, IntendedModel.declaring(options.pattern, in: file.text))
    }
    try write(files, output: &output)
    printNextSteps(for: name, pattern: options.pattern, output: &output)
  }

  /// The text of the file at `path`, or `nil` when it cannot be read.
  private static func contents(of path: String) -> String? {
    try? SourceFile.text(at: path)
  }

  /// Checks that the folders of the new target and its tests are still free.
  ///
  /// - Throws: Exit code 73 when one is taken.
  private static func checkFoldersAreFree(for name: String) throws(CommandError) {
    for folder in ["Sources/Architectures/\(name)", "Tests/Architectures/\(name)Tests"]
    where FileManager.default.fileExists(atPath: folder) {
      throw CommandError(
        .unwritableOutput, "error: \(folder) already exists; choose another name.")
    }
  }

  /// The files to write for `name`: the target's sources, its test, and the manifest, the
  /// catalogue and, when it is there, the README updated.
  ///
  /// - Throws: Exit code 66 when the manifest or the catalogue does not have the shape the
  ///   template expects.
  private static func generatedFiles(
    for name: String, manifest: String, catalog: String
  ) throws(CommandError) -> [(path: String, text: String)] {
    guard let newManifest = Template.manifest(manifest, adding: name),
      let newCatalog = Template.catalog(catalog, adding: name)
    else {
      throw CommandError(
        .unreadablePath,
        "error: Package.swift or Catalog.swift does not have the shape the template expects "
          + "(the 'for target in package.targets' loop, the architectures list); add the "
          + "architecture by hand as the README shows.")
    }
    var files: [(path: String, text: String)] = [
      ("Sources/Architectures/\(name)/CalculatorScreen.swift", Template.screen(name)),
      (
        "Sources/Architectures/\(name)/CalculatorViewController.swift",
        Template.viewController(name)
      ),
      (
        "Tests/Architectures/\(name)Tests/CalculatorViewControllerTests.swift", Template.tests(name)
      ),
      (manifestPath, newManifest), (catalogPath, newCatalog),
    ]
    // The README's package graph is checked against the manifest; keep it drawn when it is there.
    if let newReadme = contents(of: readmePath).flatMap({ Template.readme($0, adding: name) }) {
      files.append((readmePath, newReadme))
    }
    return files
  }

  /// Writes `files`, creating their folders, and names each as it is written or updated.
  ///
  /// - Throws: Exit code 73 at the first that cannot be written.
  private static func write(
    _ files: [(path: String, text: String)], output: inout CommandOutput
  ) throws(CommandError) {
    for file in files {
      do {
        let folder = (file.path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
          try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        }
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
      } catch {
        throw CommandError(
          .unwritableOutput, "error: cannot write \(file.path): \(fileErrorDescription(error))")
      }
      output.print(
        ([manifestPath, catalogPath, readmePath].contains(file.path) ? "updated " : "wrote   ")
          + file.path)
    }
  }

  /// The commands that build, test, run, trace and count the new architecture.
  private static func printNextSteps(
    for name: String, pattern: String, output: inout CommandOutput
  ) {
    output.print("")
    output.print("Next:")
    output.print("  swift build && swift test --filter \(name)Tests")
    output.print("  swift run workbench run --architectures \(name),MVC")
    output.print("  swift run workbench trace Scenarios/tutorial-example.scenario \\")
    output.print("    --architectures \(name)")
    output.print("  swift run workbench facts --architectures \(name)")
    output.print("  swift run workbench conformance --architectures \(name)")
    // The options read this model already, so it is there and well formed.
    if let model = try? IntendedModel.named(pattern) {
      output.print("")
      output.print(
        "Its intended model is \(model.pattern)'s (CalculatorScreen.swift says so): "
          + model.edges.map(\.arrow).joined(separator: "; ") + ".")
    }
  }
}
