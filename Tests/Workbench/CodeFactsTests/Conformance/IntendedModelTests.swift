import CodeFacts
import Foundation
import Testing

/// The intended models as data: every edge joins roles the model has, every fact names them,
/// and a new architecture's declared pattern is found again.
struct IntendedModelTests {
  /// The bundled models' patterns: the catalogue's and the named variants'.
  static let patterns = [
    "MassiveMVC", "MVC", "MVP", "MVP-SupervisingController", "MVVM", "MVVM-IO",
    "MVVM-Observation", "Store", "VIPER", "CleanSwift",
  ]

  @Test(arguments: patterns)
  func everyEdgeAndFactNamesRolesOfItsModel(pattern: String) throws {
    let model = IntendedModel.bundled(pattern)
    let roles = Set(model.roles.map(\.name))
    for edge in model.edges {
      #expect(roles.contains(edge.from), "\(edge.arrow)")
      #expect(roles.contains(edge.to), "\(edge.arrow)")
      #expect(!edge.why.isEmpty, "\(edge.arrow)")
    }
    for fact in model.facts {
      #expect(roles.contains(fact.role), "\(fact.statement)")
      #expect(fact.other.map(roles.contains) ?? true, "\(fact.statement)")
    }
    #expect(Set(model.roles.map(\.name)).count == model.roles.count)
  }

  @Test func aDeclaredPatternIsFoundInTheScreensFile() throws {
    let screen = """
      public import ViewKit

      /// Builds the Foo calculator screen.
      public enum CalculatorScreen {}

      """
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intended-model-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let declared = IntendedModel.declaring("MVP", in: screen)
    try declared.write(
      to: folder.appendingPathComponent("CalculatorScreen.swift"), atomically: true,
      encoding: .utf8)
    #expect(
      declared.contains("/// Builds the Foo calculator screen.\n///\n/// Intended model: MVP"))
    let root = StaticConformanceTests.packageRoot
    #expect(
      try IntendedModel.of(architecture: "Foo", folder: folder.path, packageRoot: root)?.pattern
        == "MVP")
    #expect(
      try IntendedModel.of(architecture: "Bar", folder: folder.path + "/none", packageRoot: root)
        == nil)
  }
}
