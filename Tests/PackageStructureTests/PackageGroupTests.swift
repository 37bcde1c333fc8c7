import Foundation
import Testing
import WorkbenchTestSupport

/// Dependencies point one way, from the lab to the textbook: the shared layers depend on shared
/// layers only, the architectures (the calculator's in `Architectures`, other screens' in
/// `Screens`) on shared layers only, and the workbench and the classroom on
/// anything below them (and on each other: `workbench exercise` runs the classroom's checks,
/// which run the harness).
struct PackageGroupTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The groups each group's targets may depend on.
  static let allowed: [String: Set<String>] = [
    "Shared": ["Shared"],
    "Architectures": ["Shared"],
    "Screens": ["Shared"],
    "Workbench": ["Shared", "Architectures", "Screens", "Workbench", "Classroom"],
    "Classroom": ["Shared", "Architectures", "Screens", "Workbench", "Classroom"],
  ]

  /// The group of a source target's folder, `Shared` for `Sources/Shared/ViewKit`; `nil` for a
  /// test target's.
  static func group(ofPath path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count >= 3, parts[0] == "Sources" else { return nil }
    return String(parts[1])
  }

  /// Every dependency of a source target on a group it may not depend on, as
  /// `Target (Group) → Dependency (Group)`, in `manifest`.
  static func violations(inManifest manifest: String) -> [String] {
    let paths = Manifest.targetPaths(inManifest: manifest)
    let groups = paths.compactMapValues(group(ofPath:))
    var found: [String] = []
    for (target, dependencies) in Manifest.targetDependencies(inManifest: manifest) {
      guard let group = groups[target] else { continue }
      for dependency in dependencies {
        guard let other = groups[dependency], !(allowed[group] ?? []).contains(other) else {
          continue
        }
        found.append("\(target) (\(group)) → \(dependency) (\(other))")
      }
    }
    return found.sorted()
  }

  @Test func everySourceTargetSitsInAGroup() throws {
    let manifest = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
    let paths = Manifest.targetPaths(inManifest: manifest).values.filter { $0.hasPrefix("Sources") }
    // A guard that reads nothing passes: fail instead when the manifest yields no path.
    #expect(paths.count > 30, "\(paths)")
    for path in paths {
      #expect(Self.allowed[Self.group(ofPath: path) ?? ""] != nil, "\(path)")
    }
  }

  @Test func noTargetDependsOnAGroupAboveIt() throws {
    let manifest = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
    #expect(Self.violations(inManifest: manifest) == [])
  }

  /// Whether a Swift file under `folder` imports Observation.
  private static func importsObservation(_ folder: String) -> Bool {
    let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = (try? String(contentsOfFile: "\(packageRoot)/\(folder)/\(path)", encoding: .utf8))
      if text?.contains("import Observation\n") == true { return true }
    }
    return false
  }

  @Test func noModuleSeesBothTheTutorialsObservableAndObservations() throws {
    let manifest = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
    let paths = Manifest.targetPaths(inManifest: manifest).filter { $0.value.hasPrefix("Sources") }
    let dependencies = Manifest.targetDependencies(inManifest: manifest)
    let observing = paths.filter { Self.importsObservation($0.value) }.keys
    let binding = paths.keys.filter { dependencies[$0]?.contains("Binding") == true }
    // Guards that read nothing pass: fail instead when either side is empty.
    #expect(observing.contains("MVVMObservation"))
    #expect(binding.contains("MVVM"))
    #expect(Set(observing).isDisjoint(with: binding), "\(observing)")
  }

  @Test func aSharedLayerOnAnArchitectureAndAnArchitectureOnAnotherAreFound() {
    let manifest = """
      let package = Package(
        targets: [
          .target(name: "Kit", dependencies: ["MVC"], path: "Sources/Shared/Kit"),
          .target(name: "MVC", dependencies: ["Kit"], path: "Sources/Architectures/MVC"),
          .target(name: "MVP", dependencies: ["MVC", "Kit"], path: "Sources/Architectures/MVP"),
          .target(name: "CLI", dependencies: ["MVP", "Kit"], path: "Sources/Workbench/CLI"),
        ])
      """
    #expect(
      Self.violations(inManifest: manifest) == [
        "Kit (Shared) → MVC (Architectures)", "MVP (Architectures) → MVC (Architectures)",
      ])
  }
}
