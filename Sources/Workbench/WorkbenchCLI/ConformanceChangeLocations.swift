import ChangeCost
import CodeFacts
import Foundation

/// Where a violation in a change's implementation is shown: at the patch file and line that
/// added the code, which is what a developer edits, rather than in the folder the patches are
/// materialised into (`.build/change-sources/<change>/…`).
///
/// A violation on a line the patch did not add (a base line the change kept) stays at the
/// materialised file, and its detail says so.
///
/// ```swift
/// let locations = ConformanceChangeLocations(change: change, packageRoot: ".")
/// locations.locate(violation).location  // "Scenarios/Changes/history/patches/MVC.patch:88:7"
/// ```
package struct ConformanceChangeLocations {
  /// The materialised folder's prefix, relative to the package root, with its last "/".
  package let materialised: String

  /// For each file the patches make (its path in the package), the patch and the patch's line
  /// that added each of its lines, by the file's line.
  private(set) var added: [String: [Int: (patch: String, line: Int)]] = [:]

  /// Reads the patches of `change` (those of `patches/`, not its mutants').
  package init(change: ChangeRequest, packageRoot: String) {
    let sources = ChangeSources(change: change, packageRoot: packageRoot)
    materialised = sources.folder + "/"
    let folder = sources.patchesFolder
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: CodeFacts.join(packageRoot, folder)))?
      .filter { $0.hasSuffix(".patch") }.sorted() ?? []
    for name in names {
      let path = folder + "/" + name
      guard let data = FileManager.default.contents(atPath: CodeFacts.join(packageRoot, path))
      else { continue }
      read(String(decoding: data, as: UTF8.self), patch: path)
    }
  }

  /// Records the added lines of one patch's text.
  private mutating func read(_ text: String, patch: String) {
    var file: String?
    var newLine = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("+++ ") {
        let path = line.dropFirst(4)
        file = path.hasPrefix("b/") ? String(path.dropFirst(2)) : nil
      } else if line.hasPrefix("@@ ") {
        // `@@ -a,b +c,d @@`: the new side starts at line c.
        let new = line.split(separator: " ").first { $0.hasPrefix("+") }
        newLine = new.flatMap { Int($0.dropFirst().split(separator: ",").first ?? "") } ?? 0
      } else if line.hasPrefix("+"), let file {
        added[file, default: [:]][newLine] = (patch, index + 1)
        newLine += 1
      } else if line.hasPrefix(" ") {
        newLine += 1
      }
    }
  }

  /// `violation` at the patch line that added its code, when it is in a file the patches made
  /// and on a line they added; otherwise as it was, its detail saying it is in the
  /// materialised file.
  package func locate(_ violation: ConformanceViolation) -> ConformanceViolation {
    var location = violation.location
    if location.hasPrefix("./") { location.removeFirst(2) }
    guard location.hasPrefix(materialised) else { return violation }
    let parts = location.dropFirst(materialised.count).split(
      separator: ":", omittingEmptySubsequences: false)
    var located = violation
    if parts.count >= 2, let line = Int(parts[1]),
      let origin = added[String(parts[0])]?[line]
    {
      // The patch line starts with its "+": the code's column is one further.
      let column = parts.count >= 3 ? Int(parts[2]).map { ":\($0 + 1)" } ?? "" : ""
      located.location = "\(origin.patch):\(origin.line)\(column)"
      located.detail += " (\(parts[0]):\(line) as the change makes it)"
    } else {
      located.detail +=
        " (in the change's materialised file; no line of its patches added this one)"
    }
    return located
  }
}
