import Foundation

/// The template's additions to the package's own files: `Package.swift`, the catalogue and the
/// README.
extension Template {
  /// `manifest` with the new target, its test target and the catalogue's dependency on it,
  /// added before the loop that gives every target its settings; `nil` without that loop.
  static func manifest(_ manifest: String, adding name: String) -> String? {
    guard let loop = manifest.range(of: "\nfor target in package.targets", options: .backwards)
    else { return nil }
    let addition = """

      // Added by 'workbench new-architecture \(name)'.
      package.targets.append(
        .target(
          name: "\(name)",
          dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "Tracing", "ViewKit"]))
      package.targets.append(
        .testTarget(
          name: "\(name)Tests", dependencies: ["\(name)", "ScreenDriver", "ViewKit"]))
      package.targets.first { $0.name == "ArchitectureCatalog" }?.dependencies.append("\(name)")

      """
    var result = manifest
    result.insert(contentsOf: addition, at: loop.lowerBound)
    return result
  }

  /// The dependencies the template's target declares.
  static let dependencies = [
    "CalculatorModel", "CalculatorUI", "TextEditing", "Tracing", "ViewKit",
  ]

  /// `readme` with the new target's edges added to the package graph that follows
  /// `<!-- package graph -->`, which a test compares with `Package.swift`; `nil` without it.
  static func readme(_ readme: String, adding name: String) -> String? {
    var lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let marker = lines.firstIndex(of: "<!-- package graph -->"),
      let end = lines[(marker + 2)...].firstIndex(of: "```")
    else { return nil }
    lines.insert(contentsOf: dependencies.map { "  \(name) --> \($0)" }, at: end)
    return lines.joined(separator: "\n")
  }

  /// `catalog` with `import Name` among the sorted imports and the entry last in the list;
  /// `nil` when the list's end is not found.
  static func catalog(_ catalog: String, adding name: String) -> String? {
    var lines = catalog.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let end = lines.lastIndex(of: "  ]") else { return nil }
    lines.insert(
      contentsOf: [
        "    Architecture(",
        "      name: \"\(name)\",",
        "      summary: \"Starts as Cocoa MVC: to be reshaped into a pattern of its own.\",",
        "      origin: \"'workbench new-architecture', a template\",",
        "      sourcePath: \"Sources/\(name)\",",
        "      makeRootViewController: \(name).CalculatorScreen.makeRootViewController),",
      ], at: end)
    let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
    let position =
      imports.first { lines[$0].dropFirst("import ".count) > Substring(name) }
      ?? (imports.last.map { $0 + 1 } ?? 0)
    lines.insert("import \(name)", at: position)
    return lines.joined(separator: "\n")
  }
}
