import Foundation

/// A change request: a folder `Scenarios/Changes/<name>/` with a product owner's `README.md`
/// and the change's scenarios; its implementations live in folders named after it.
///
/// ```swift
/// ChangeRequest(name: "piece-count").folder  // "PieceCount"
/// ```
public struct ChangeRequest: Sendable, Equatable, Hashable {
  /// The change's name, lowercase words joined by `-`: `remember-token`.
  public var name: String

  /// Creates a change request from its name.
  ///
  /// - Parameter name: The change's name.
  public init(name: String) {
    self.name = name
  }

  /// Where the change requests are described, relative to the package root.
  public static let scenariosFolder = "Scenarios/Changes"

  /// The change's name in UpperCamelCase, the name of its folders under `Sources` and `Tests`
  /// (`piece-count` → `PieceCount`), as `Package.swift` spells it.
  public var folder: String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The folder of the change's README and scenarios, relative to the package root.
  public var scenarios: String { Self.scenariosFolder + "/" + name }

  /// The folder of an architecture target as this change leaves it.
  ///
  /// - Parameter target: The architecture's target name (`MVP`).
  /// - Returns: `Sources/Architectures/Changes/<Folder>/<target>`.
  public func implementation(of target: String) -> String {
    "Sources/Architectures/Changes/\(folder)/\(target)"
  }

  /// The folder of an architecture's tests as this change leaves them.
  ///
  /// - Parameter target: The architecture's target name (`MVP`).
  /// - Returns: `Tests/Architectures/Changes/<Folder>/<target>Tests`.
  public func implementationTests(of target: String) -> String {
    "Tests/Architectures/Changes/\(folder)/\(target)Tests"
  }

  /// The folder holding the shared layers as this change leaves them.
  public var sharedFolder: String { "Sources/Shared/Changes/\(folder)" }

  /// Where the change's mutants live, if it has any: copies of one of its implementations with
  /// a bug only its scenarios reveal, built with the change.
  public var mutantsFolder: String { "Sources/Classroom/Mutants/Changes/\(folder)" }

  /// Whether the change has mutants of its own, for `workbench mutants --change` to grade.
  ///
  /// - Parameter packageRoot: The package's folder.
  /// - Returns: Whether its mutants folder holds anything.
  public func hasMutants(packageRoot: String = ".") -> Bool {
    let entries =
      (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + mutantsFolder))
      ?? []
    return entries.contains { !$0.hasPrefix(".") }
  }

  /// Why the bundled base scenarios cannot hold on this change's implementations, if they cannot.
  ///
  /// A request may change what every base scenario expects (`slow-service`: the result shows `…`
  /// until an answer arrives); one that must keep everything working has no reason. Read from the
  /// file `BASE-SCENARIOS` in the change's scenarios folder.
  ///
  /// - Parameter packageRoot: The folder holding `Scenarios`.
  /// - Returns: The reason, or `nil`.
  public func baseScenariosDoNotApply(packageRoot: String = ".") -> String? {
    let path = packageRoot + "/" + scenarios + "/BASE-SCENARIOS"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let reason = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return reason.isEmpty ? nil : reason
  }

  /// The change requests described under `packageRoot`, sorted by name: every folder of
  /// ``scenariosFolder`` that holds a `README.md`.
  ///
  /// - Parameter packageRoot: The package's root folder.
  /// - Returns: The change requests, or none when the folder is missing.
  public static func all(packageRoot: String = ".") -> [ChangeRequest] {
    let folder = packageRoot + "/" + scenariosFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: folder + "/" + $0 + "/README.md")
    }.sorted().map(ChangeRequest.init(name:))
  }
}
