import Foundation

/// The bundled intended models: one JSON file per pattern and variant in
/// `Sources/Architectures/IntendedModels` (`MVP.json`, `MVP-SupervisingController.json`), read
/// from the package checkout the workbench runs in, as it reads the scenarios and the sources.
///
/// A file is named after the pattern it holds, so `named("mvvm-io")` reads `MVVM-IO.json`; an
/// architecture's model is the one its `CalculatorScreen.swift` declares, else its catalogue
/// name's.
extension IntendedModel {
  /// The folder of the bundled models, from the package root.
  public static let bundledFolder = "Sources/Architectures/IntendedModels"

  /// The bundled models' folder in the workbench's own checkout, wherever the package that runs
  /// it is: this file is `Sources/Workbench/CodeFacts/Conformance/` of that checkout.
  static var shippedFolder: String {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return checkout.appendingPathComponent(bundledFolder).path
  }

  /// The extension of a model file.
  static let fileExtension = "json"

  /// The words before the pattern's name in the line that declares it.
  static let declarationMarker = "Intended model: "

  /// The paths of the bundled model files under `packageRoot`, sorted.
  ///
  /// - Parameter packageRoot: The folder holding `Sources`.
  /// - Returns: The paths.
  /// - Throws: ``ModelFileError`` at the folder when it cannot be listed: the workbench runs
  ///   from the package root.
  public static func bundledFiles(packageRoot: String = ".") throws(ModelFileError) -> [String] {
    var folder = CodeFacts.join(packageRoot, bundledFolder)
    // A user's package that depends on the workbench (by path or by version) reads the models
    // the workbench's own checkout ships, unless it keeps a folder of its own.
    if !FileManager.default.fileExists(atPath: folder) { folder = shippedFolder }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw ModelFileError(
        path: folder, line: 1, column: 1,
        message: "cannot read the bundled intended models: run the workbench from the package "
          + "root (the folder holding Package.swift)")
    }
    return names.filter { $0.hasSuffix("." + fileExtension) }.sorted().map { folder + "/" + $0 }
  }

  /// The patterns of the bundled models, by their files' names.
  ///
  /// - Parameter packageRoot: The folder holding `Sources`.
  /// - Returns: `CleanSwift`, `MVC`, `MVP`, `MVP-SupervisingController`, …
  /// - Throws: ``ModelFileError`` when the folder cannot be listed.
  public static func bundledPatterns(
    packageRoot: String = "."
  ) throws(ModelFileError) -> [String] {
    try bundledFiles(packageRoot: packageRoot).map(patternName(ofFile:))
  }

  /// Every bundled model, by file name.
  ///
  /// - Parameter packageRoot: The folder holding `Sources`.
  /// - Returns: The models.
  /// - Throws: ``ModelFileError`` at the line and column of what is wrong in a file.
  public static func bundled(packageRoot: String = ".") throws(ModelFileError) -> [IntendedModel] {
    var models: [IntendedModel] = []
    for path in try bundledFiles(packageRoot: packageRoot) {
      models.append(try loadBundled(path))
    }
    return models
  }

  /// The bundled model of the pattern called `name`, case-insensitively.
  ///
  /// - Parameters:
  ///   - name: `MVP`, `mvvm-io`, `MVP-SupervisingController`, …
  ///   - packageRoot: The folder holding `Sources`.
  /// - Returns: The model, or `nil` when no file is called so.
  /// - Throws: ``ModelFileError`` when its file is not a model of that pattern.
  public static func named(
    _ name: String, packageRoot: String = "."
  ) throws(ModelFileError) -> IntendedModel? {
    let file = try bundledFiles(packageRoot: packageRoot).first {
      patternName(ofFile: $0).lowercased() == name.lowercased()
    }
    return try file.map { path throws(ModelFileError) in try loadBundled(path) }
  }

  /// The model in the bundled file at `path`, which must be the pattern it is named after.
  private static func loadBundled(_ path: String) throws(ModelFileError) -> IntendedModel {
    let model = try load(file: path)
    let expected = patternName(ofFile: path)
    guard model.pattern == expected else {
      let position =
        (try? JSONPositions(SourceFile.text(at: path)))?.of(["pattern"]) ?? (line: 1, column: 1)
      throw ModelFileError(
        path: path, line: position.line, column: position.column,
        message: "the file of pattern '\(model.pattern)' is called '\(expected).json': name a "
          + "bundled model's file after its pattern")
    }
    return model
  }

  /// `MVP` for `…/IntendedModels/MVP.json`.
  private static func patternName(ofFile path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return String(name.dropLast(fileExtension.count + 1))
  }

  /// The model of `architecture`: the one its `CalculatorScreen.swift` declares (`/// Intended
  /// model: MVP`, as `new-architecture` writes; a variant such as
  /// `MVP-SupervisingController`), else the one of its catalogue name.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - folder: Its sources' folder.
  ///   - packageRoot: The folder holding `Sources`.
  /// - Returns: The model, or `nil` when neither says one.
  /// - Throws: ``ModelFileError`` when the model's file is broken.
  public static func of(
    architecture: String, folder: String, packageRoot: String = "."
  ) throws(ModelFileError) -> IntendedModel? {
    if let text = try? SourceFile.text(at: folder + "/CalculatorScreen.swift"),
      let range = text.range(of: declarationMarker)
    {
      let name = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "." && $0 != "(" }
      if let declared = try named(String(name), packageRoot: packageRoot) { return declared }
    }
    return try named(architecture, packageRoot: packageRoot)
  }

  /// `screen`, the text of a `CalculatorScreen.swift`, with a line declaring `pattern`'s model
  /// after its type's one-line summary.
  ///
  /// - Parameters:
  ///   - pattern: The pattern's name.
  ///   - screen: The file's text.
  /// - Returns: The text with the declaration.
  public static func declaring(_ pattern: String, in screen: String) -> String {
    guard let summary = screen.range(of: "public enum CalculatorScreen") else { return screen }
    let line =
      "///\n/// \(declarationMarker)\(pattern) (`workbench conformance` checks the roles and "
      + "edges of\n/// `\(bundledFolder)/\(pattern).\(fileExtension)`).\n"
    return screen.replacingCharacters(in: summary.lowerBound..<summary.lowerBound, with: line)
  }
}
