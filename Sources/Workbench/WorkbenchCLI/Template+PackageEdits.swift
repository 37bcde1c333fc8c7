import Foundation

/// The template's additions to the package's own files: `Package.swift`, the catalogue and the
/// README, each kept as `swift format lint --strict` and the package's tests want it.
extension Template {
  /// The longest line swift-format allows.
  static let lineLength = 100

  /// The dependencies the template's target declares.
  static let dependencies = [
    "CalculatorModel", "CalculatorUI", "TextEditing", "Tracing", "ViewKit",
  ]

  /// `manifest` with the new target, its test target and the catalogue's dependency on it,
  /// added before the loop that gives every target its settings; `nil` without that loop.
  static func manifest(_ manifest: String, adding name: String) -> String? {
    guard let loop = manifest.range(of: "\nfor target in package.targets", options: .backwards)
    else { return nil }
    let targetDependencies = dependencies.map { #""\#($0)""# }.joined(separator: ", ")
    // A long name takes these two lines past 100 columns: they break where swift-format would.
    let testTarget = wrapped(
      #"    name: "\#(name)Tests","#, #"dependencies: ["\#(name)", "ScreenDriver", "ViewKit"],"#,
      joinedBy: " ", indent: "    ")
    let catalogDependency = wrapped(
      #"package.targets.first { $0.name == "ArchitectureCatalog" }?.dependencies.append("#,
      #""\#(name)")"#, joinedBy: "", indent: "  ")
    let addition = """

      // Added by 'workbench new-architecture \(name)'.
      package.targets.append(
        .target(
          name: "\(name)",
          dependencies: [\(targetDependencies)],
          path: "Sources/Architectures/\(name)"))
      package.targets.append(
        .testTarget(
      \(testTarget)
          path: "Tests/Architectures/\(name)Tests"))
      \(catalogDependency)

      """
    var result = manifest
    result.insert(contentsOf: addition, at: loop.lowerBound)
    return result
  }

  /// `head` then `tail` on one line, joined by `separator`, when it fits ``lineLength``
  /// columns; else `tail` on a line of its own after `indent`, as swift-format breaks a line
  /// that is too long.
  static func wrapped(
    _ head: String, _ tail: String, joinedBy separator: String, indent: String
  ) -> String {
    let line = head + separator + tail
    return line.count <= lineLength ? line : head + "\n" + indent + tail
  }

  /// `readme` with the new target's edges, and the catalogue's edge to it, added to the package
  /// graph that follows `<!-- package graph -->`, which a test compares with `Package.swift`;
  /// `nil` without it.
  static func readme(_ readme: String, adding name: String) -> String? {
    var lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let marker = lines.firstIndex(of: "<!-- package graph -->"),
      let end = lines[(marker + 2)...].firstIndex(of: "```")
    else { return nil }
    lines.insert(
      contentsOf: dependencies.map { "  \(name) --> \($0)" } + [
        "  ArchitectureCatalog --> \(name)"
      ],
      at: end)
    return lines.joined(separator: "\n")
  }

  /// `catalog` with `import Name` in its sorted place among the imports (see
  /// ``importPosition(of:in:)``) and the entry last in the list; `nil` when the list's end is
  /// not found.
  static func catalog(_ catalog: String, adding name: String) -> String? {
    var lines = catalog.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let end = lines.lastIndex(of: "  ]") else { return nil }
    lines.insert(
      contentsOf: [
        "    Architecture(",
        "      name: \"\(name)\",",
        "      summary: \"Starts as Cocoa MVC: to be reshaped into a pattern of its own.\",",
        "      origin: \"'workbench new-architecture', a template\",",
        "      sourcePath: \"Sources/Architectures/\(name)\",",
        "      makeRootViewController: \(name).CalculatorScreen.makeRootViewController),",
      ], at: end)
    lines.insert("import \(name)", at: importPosition(of: name, in: lines))
    return lines.joined(separator: "\n")
  }

  /// Where `import name` goes among the imports of `lines`, which swift-format's OrderedImports
  /// sorts by module name whatever their access level: before the first import of a module that
  /// sorts after `name`, else after the last import, else at the top.
  static func importPosition(of name: String, in lines: [String]) -> Int {
    let imports = lines.indices.compactMap { index in
      importedModule(lines[index]).map { (index: index, module: $0) }
    }
    return imports.first { $0.module > name }?.index
      ?? imports.last.map { $0.index + 1 } ?? 0
  }

  /// The module `line` imports when it is a plain import, with or without an access level
  /// (`import MVC`, `public import ArchitectureDescriptor`); `nil` for any other line, an
  /// attributed import (`@testable import`) or a declaration's (`import struct`) included,
  /// which swift-format orders in groups of their own.
  static func importedModule(_ line: String) -> String? {
    var words = line.split(separator: " ")[...]
    if let first = words.first, accessLevels.contains(String(first)) {
      words = words.dropFirst()
    }
    guard words.count == 2, words.first == "import", let module = words.last else { return nil }
    return String(module)
  }

  /// The access levels an import declaration may start with.
  private static let accessLevels: Set = [
    "public", "package", "internal", "fileprivate", "private",
  ]
}
