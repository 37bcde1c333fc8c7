import Foundation
import Testing
import WorkbenchTestSupport

/// The package graph drawn in the contributor's article is the one `Package.swift` declares.
struct PackageGraphTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The edges of the Mermaid block that follows `<!-- package graph -->` in `text`: each node's
  /// dependencies, a node drawn alone having none.
  static func graph(inReadme text: String) -> [String: Set<String>] {
    let lines = text.components(separatedBy: "\n")
    guard let marker = lines.firstIndex(of: "<!-- package graph -->") else { return [:] }
    var graph: [String: Set<String>] = [:]
    for line in lines[(marker + 1)...].dropFirst(2) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "```" { break }
      let parts = trimmed.components(separatedBy: " --> ")
      graph[parts[0], default: []].formUnion(parts.dropFirst())
    }
    return graph
  }

  @Test func theReadmesPackageGraphIsTheManifests() throws {
    let readme = try String(
      contentsOfFile: Self.packageRoot
        + "/Sources/Workbench/ScenarioReplay/Workbench.docc/Contributing.md", encoding: .utf8)
    let manifest = try String(
      contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
    let drawn = Self.graph(inReadme: readme)
    let declared = Manifest.targetDependencies(inManifest: manifest)
    let sources = declared.keys.filter { target in
      ["Shared", "Architectures", "Workbench", "Classroom"].contains {
        FileManager.default.fileExists(atPath: Self.packageRoot + "/Sources/\($0)/" + target)
      }
    }
    // A guard that reads nothing passes: fail instead when either side is empty.
    #expect(sources.count > 30, "\(sources.sorted())")
    #expect(Set(drawn.keys) == Set(sources))
    for (target, dependencies) in drawn {
      #expect(Set(declared[target] ?? []) == dependencies, "\(target)")
    }
  }

  @Test func aMissingEdgeIsFound() {
    let readme = """
      <!-- package graph -->
      ```mermaid
      graph LR
        MVC --> ViewKit
        Tracing
      ```
      """
    #expect(Self.graph(inReadme: readme) == ["MVC": ["ViewKit"], "Tracing": []])
  }
}
