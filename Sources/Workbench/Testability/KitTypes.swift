import CodeFacts

/// The types a kit-free test may not reach: those of the kits (`ViewKit`, `CalculatorUI`), of
/// the screen driver and every module that drives a screen that the tests import, and those the
/// architecture declares in files that import a kit; reaching one constructs, or needs, a kit
/// object.
enum KitTypes {
  /// The kit types for an architecture's tests.
  ///
  /// - Parameters:
  ///   - screens: The package's screen modules.
  ///   - testImports: Every module the architecture's test files import.
  ///   - architectureFiles: The architecture's source files, path and text.
  /// - Returns: The type names, nested types by their last component too.
  static func names(
    screens: inout ScreenModules, testImports: [String],
    architectureFiles: [(path: String, text: String)]
  ) -> Set<String> {
    var modules = ScreenModules.kits.union([ScreenModules.driver])
    modules.formUnion(screens.screenModules(among: testImports))
    var names = Set<String>()
    for module in modules {
      guard let folder = screens.folder(of: module),
        let facts = try? CodeFacts.analyse(folder: folder, knownExternalTypes: .none)
      else { continue }
      names.formUnion(facts.types.map(\.simpleName))
    }
    for file in architectureFiles {
      let facts = CodeFacts.analyse(sources: [file])
      let imports = facts.files.first?.imports ?? []
      guard !screens.screenModules(among: imports).isEmpty else { continue }
      names.formUnion(facts.types.filter { $0.kind != .protocol }.map(\.simpleName))
    }
    return names
  }
}
