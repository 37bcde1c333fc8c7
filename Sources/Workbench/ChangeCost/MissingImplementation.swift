import CodeFacts
import Foundation

/// An architecture that a change request, or a screen other than the calculator, declares it
/// has no implementation of yet, and why: one registered after the change or the screen was
/// written, whose implementation is owed.
///
/// Declared in the file `NOT-IMPLEMENTED` of the change's or the screen's scenarios folder, one
/// architecture a line, `<architecture>: <why>`, as the catalogue names it; `#` starts a
/// comment. `changes` shows such an architecture as missing, and `changes --verify` names it and
/// does not run the change's scenarios on its base code; every architecture not listed must
/// still have its implementation.
///
/// ```
/// # Scenarios/Changes/history/NOT-IMPLEMENTED
/// ObservableMVVM: the declarative kit's NavigationStack has no navigation bar yet
/// ```
public struct MissingImplementation: Sendable, Equatable {
  /// The architecture, as the catalogue names it.
  public var architecture: String
  /// Why it has no implementation yet.
  public var reason: String

  /// Creates the record of one missing implementation.
  ///
  /// - Parameters:
  ///   - architecture: The architecture, as the catalogue names it.
  ///   - reason: Why it has no implementation yet.
  public init(architecture: String, reason: String) {
    self.architecture = architecture
    self.reason = reason
  }

  /// The name of the file that declares them.
  public static let fileName = "NOT-IMPLEMENTED"

  /// The missing implementations the scenarios folder `folder` declares, in file order.
  ///
  /// - Parameters:
  ///   - folder: A change's or a screen's scenarios folder, relative to `packageRoot`.
  ///   - packageRoot: The folder holding `Scenarios`.
  /// - Returns: The declared gaps; none when the file is absent.
  public static func declared(in folder: String, packageRoot: String = ".") -> [Self] {
    let path = packageRoot + "/" + folder + "/" + fileName
    guard let text = try? SourceFile.text(at: path) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let colon = trimmed.firstIndex(of: ":")
      else { return nil }
      return MissingImplementation(
        architecture: String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces),
        reason: String(trimmed[trimmed.index(after: colon)...])
          .trimmingCharacters(in: .whitespaces))
    }
  }
}

extension ChangeRequest {
  /// The architectures this change declares it has no implementation of, in file order.
  ///
  /// - Parameter packageRoot: The folder holding `Scenarios`.
  /// - Returns: The declared gaps; none when the change's folder has no `NOT-IMPLEMENTED`.
  public func notImplemented(packageRoot: String = ".") -> [MissingImplementation] {
    MissingImplementation.declared(in: scenarios, packageRoot: packageRoot)
  }
}
