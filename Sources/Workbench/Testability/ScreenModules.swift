import CodeFacts
import Diagnostics
import Foundation

/// Finds, from the package's sources, the modules a kit-free test may not import: the kit
/// (`ViewKit`), the shared view (`CalculatorUI`), the screen driver (`ScreenDriver`), and every
/// module whose sources import one that drives a screen, at any remove.
public struct ScreenModules {
  /// The modules that are a kit or a screen, whatever imports them.
  public static let kits: Set<String> = ["ViewKit", "CalculatorUI"]
  /// The module that drives a screen through its accessibility identifiers.
  public static let driver = "ScreenDriver"

  private var folders: [String: String] = [:]
  private var drives: [String: Bool] = [:]

  /// Indexes the module folders under `packageRoot`'s `Sources` and `Tests`, at any depth
  /// (change requests' copies under `Changes` left out).
  ///
  /// - Parameter packageRoot: The folder holding `Package.swift`.
  public init(packageRoot: String) {
    for root in ["Sources", "Tests"] {
      let base = CodeFacts.join(packageRoot, root)
      let walker = FileManager.default.enumerator(atPath: base)
      while let relative = walker?.nextObject() as? String {
        let parts = relative.split(separator: "/")
        guard let name = parts.last, !parts.contains("Changes") else { continue }
        var isFolder: ObjCBool = false
        let path = CodeFacts.join(base, relative)
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          isFolder.boolValue, folders[String(name)] == nil
        else { continue }
        folders[String(name)] = path
      }
    }
  }

  /// The modules among `imports` that a kit-free test may not import.
  ///
  /// - Parameter imports: The modules a test file imports.
  /// - Returns: Those that are a kit or drive a screen.
  public mutating func screenModules(among imports: [String]) -> Set<String> {
    var result = Set<String>()
    for module in imports where Self.kits.contains(module) || drivesScreen(module, seen: []) {
      result.insert(module)
    }
    return result
  }

  /// The folder of `module`'s sources, when the package has it.
  ///
  /// - Parameter module: A module's name.
  /// - Returns: Its folder, absolute, or `nil`.
  public func folder(of module: String) -> String? {
    folders[module]
  }

  private mutating func drivesScreen(_ module: String, seen: Set<String>) -> Bool {
    if module == Self.driver { return true }
    if let known = drives[module] { return known }
    guard let folder = folders[module], !seen.contains(module) else { return false }
    var imports = Set<String>()
    if let facts = try? CodeFacts.analyse(folder: folder, knownExternalTypes: .none) {
      imports = Set(facts.imports)
    }
    let result = imports.contains { drivesScreen($0, seen: seen.union([module])) }
    drives[module] = result
    return result
  }
}
