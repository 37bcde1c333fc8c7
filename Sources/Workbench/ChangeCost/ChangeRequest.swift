import CodeFacts
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

  /// The folder of an architecture target as this change leaves it, made from its patch by
  /// ``ChangeSources``.
  ///
  /// - Parameter target: The architecture's target name (`MVP`).
  /// - Returns: `.build/change-sources/<name>/Sources/Architectures/<target>`.
  public func implementation(of target: String) -> String {
    sources.made("Sources/Architectures/\(target)")
  }

  /// The folder of an architecture's tests as this change leaves them, made from their patch
  /// (missing when the change leaves the tests as they are).
  ///
  /// - Parameter target: The architecture's target name (`MVP`).
  /// - Returns: `.build/change-sources/<name>/Tests/Architectures/<target>Tests`.
  public func implementationTests(of target: String) -> String {
    sources.made("Tests/Architectures/\(target)Tests")
  }

  /// The patch of the folder called `folderName` (a target's folder, such as `MVP` or
  /// `MVPTests`), relative to the package root.
  ///
  /// - Parameter folderName: The folder's last component.
  /// - Returns: `Scenarios/Changes/<name>/patches/<folderName>.patch`.
  public func patch(of folderName: String) -> String {
    sources.patchesFolder + "/" + folderName + ".patch"
  }

  /// The folder holding the shared layers as this change leaves them.
  public var sharedFolder: String { sources.made("Sources/Shared") }

  /// Where the change's mutants are made, if it has any: one of its implementations each, with
  /// a bug only its scenarios reveal, built with the change.
  public var mutantsFolder: String { sources.made("Sources/Classroom/Mutants/Changes/\(folder)") }

  /// The change's sources: its patches and the folders made from them.
  public var sources: ChangeSources { ChangeSources(change: self) }

  /// Whether the change has mutants of its own, for `workbench mutants --change` to grade.
  ///
  /// - Parameter packageRoot: The package's folder.
  /// - Returns: Whether its patches include a mutant's.
  public func hasMutants(packageRoot: String = ".") -> Bool {
    let folder = ChangeSources(change: self, packageRoot: packageRoot).mutantPatchesFolder
    let entries =
      (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder)) ?? []
    return entries.contains { $0.hasSuffix(".patch") }
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
    guard let text = try? SourceFile.text(at: path) else { return nil }
    let reason = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return reason.isEmpty ? nil : reason
  }

  /// Whether `name` is a change request's name: lowercase ASCII words of letters and digits
  /// joined by `-` (`remember-token`), what its folders and module names are made from.
  ///
  /// - Parameter name: A folder's name.
  /// - Returns: Whether it can name a change request.
  public static func isValidName(_ name: String) -> Bool {
    let words = name.split(separator: "-", omittingEmptySubsequences: false)
    return name.count <= 64
      && words.allSatisfy { word in
        !word.isEmpty
          && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  /// The change requests described under `packageRoot`, sorted by name: every folder of
  /// ``scenariosFolder`` that holds a `README.md` and whose name ``isValidName(_:)``.
  ///
  /// - Parameter packageRoot: The package's root folder.
  /// - Returns: The change requests, or none when the folder is missing.
  public static func all(packageRoot: String = ".") -> [ChangeRequest] {
    let folder = packageRoot + "/" + scenariosFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter {
      isValidName($0) && FileManager.default.fileExists(atPath: folder + "/" + $0 + "/README.md")
    }.sorted().map(ChangeRequest.init(name:))
  }
}
