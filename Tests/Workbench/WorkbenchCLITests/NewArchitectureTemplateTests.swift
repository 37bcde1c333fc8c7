import Foundation
import Testing
import WorkbenchCLI
import WorkbenchLab

/// `workbench new-architecture`'s edits stay as `swift format lint --strict` wants them: every
/// line within 100 columns, whatever the name's length, and the catalogue's imports sorted by
/// module name, whatever the name.
@MainActor
struct NewArchitectureTemplateTests {
  /// The longest name the command takes: 24 characters.
  private static let longestName = "Abcdefghijklmnopqrstuvwx"

  /// A catalogue of the real one's shape: its imports sorted by module name, the `public` one
  /// first.
  private static let catalog = """
    public import ArchitectureDescriptor
    import CleanSwift
    import MVC
    import MVVMObservation
    import MassiveMVC
    import VIPER

    /// The architectures.
    public enum Catalog {
      /// Every registered architecture.
      public static let architectures: [Architecture] = [
        Architecture(name: "MVC"),
      ]
    }

    """

  /// The module names of `source`'s import declarations, in order.
  private func importedModules(_ source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 2, words[words.count - 2] == "import" else { return nil }
      return String(words[words.count - 1])
    }
  }

  private func longLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.count > 100 }
  }

  @Test func theManifestsLinesFitOneHundredColumnsForEveryNameLength() throws {
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(Self.longestName.count == 24)
    for length in 1...Self.longestName.count {
      let name = String(Self.longestName.prefix(length))
      let updated = try #require(WorkbenchLab.templateManifest(manifest, adding: name))
      #expect(longLines(updated).isEmpty, "\(name): \(longLines(updated))")
      #expect(updated.contains(#""\#(name)Tests","#))
    }
  }

  @Test func aLongNameBreaksTheLinesWhereSwiftFormatWould() throws {
    let manifest = "let package = Package()\n\nfor target in package.targets {}\n"
    let name = Self.longestName
    let updated = try #require(WorkbenchLab.templateManifest(manifest, adding: name))
    #expect(
      updated.contains(
        """
          .testTarget(
            name: "\(name)Tests",
            dependencies: ["\(name)", "ScreenDriver", "ViewKit"],
            path: "Tests/Architectures/\(name)Tests"))
        package.targets.first { $0.name == "ArchitectureCatalog" }?.dependencies.append(
          "\(name)")

        for target in package.targets {}
        """))
    let short = try #require(WorkbenchLab.templateManifest(manifest, adding: "Short"))
    #expect(
      short.contains(
        """
            name: "ShortTests", dependencies: ["Short", "ScreenDriver", "ViewKit"],
            path: "Tests/Architectures/ShortTests"))
        package.targets.first { $0.name == "ArchitectureCatalog" }?.dependencies.append("Short")
        """))
  }

  @Test func aNameBeforeEveryImportGoesFirstEvenBeforeAPublicImport() throws {
    let updated = try #require(WorkbenchLab.templateCatalog(Self.catalog, adding: "AAPattern"))
    #expect(updated.hasPrefix("import AAPattern\npublic import ArchitectureDescriptor\n"))
    #expect(importedModules(updated) == importedModules(updated).sorted())
  }

  @Test func aNameAfterEveryImportGoesLast() throws {
    let updated = try #require(WorkbenchLab.templateCatalog(Self.catalog, adding: "ZZPattern"))
    #expect(updated.contains("import VIPER\nimport ZZPattern\n\n/// The architectures."))
    #expect(importedModules(updated) == importedModules(updated).sorted())
  }

  @Test(arguments: ["AAPattern", "Abc", "Ab", "CleanSwift2", "MVVMZ", "Mb", "ZZPattern"])
  func theCataloguesImportsStaySortedByModuleName(name: String) throws {
    let updated = try #require(WorkbenchLab.templateCatalog(Self.catalog, adding: name))
    let modules = importedModules(updated)
    #expect(modules.contains(name))
    #expect(modules == modules.sorted(), "\(modules)")
  }

  @Test func theLongestNameWritesOnlyLinesOfAtMostOneHundredColumns() async throws {
    // The real executable in a copy of the files it edits, as a student runs it.
    let folder = try ScratchFolder()
    let catalogPath = "Sources/Workbench/ArchitectureCatalog/Catalog.swift"
    for path in ["Package.swift", documentationCatalog + "/Contributing.md", catalogPath] {
      try folder.write(
        path,
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
    }
    let name = Self.longestName
    let result = try await shell(#""$WORKBENCH" new-architecture "# + name, in: folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    let written = [
      "Package.swift", catalogPath, "Sources/Architectures/\(name)/CalculatorScreen.swift",
      "Sources/Architectures/\(name)/CalculatorViewController.swift",
      "Tests/Architectures/\(name)Tests/CalculatorViewControllerTests.swift",
    ]
    for path in written {
      let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
      #expect(longLines(text).isEmpty, "\(path): \(longLines(text))")
    }
    let catalog = try String(contentsOfFile: folder.path + "/" + catalogPath, encoding: .utf8)
    #expect(catalog.hasPrefix("import \(name)\npublic import ArchitectureDescriptor\n"))
    #expect(importedModules(catalog) == importedModules(catalog).sorted())
  }
}

/// `new-architecture` refuses a name that would hide a toolchain module or clash with a target
/// the manifest already declares, before it writes anything.
@MainActor
struct NewArchitectureNameTests {
  @Test(arguments: [
    ("Foundation", "would clash with the toolchain's module"),
    ("SwiftShims", "would clash with the toolchain's module"),
    ("Combine", "would clash with the toolchain's module"),
    ("Builtin", "would clash with the toolchain's module"),
    ("FOUNDATION", "would clash with the toolchain's module"),
    ("MVCTests", "would clash with a test target's name"),
    ("Harness", "Package.swift already has a target called 'Harness'"),
    ("MutantStaleSum", "Package.swift already has a target called 'MutantStaleSum'"),
    ("StaleTokenExercise", "Package.swift already has a target called 'StaleTokenExercise'"),
    ("Direct", "'Direct' is the name of the timing baseline"),
    ("StaleSum", "'StaleSum' is the name of an architecture or a mutant"),
    ("All", "'All' means every architecture in --architectures"),
  ])
  func aTakenNameExits64(name: String, message: String) {
    let output = workbench(["new-architecture", name])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains(message))
    #expect(
      !FileManager.default.fileExists(
        atPath: "Sources/Architectures/\(name)/CalculatorScreen.swift"))
  }
}
