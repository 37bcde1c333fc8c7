import Foundation

/// Lines of code covered out of lines of code, as `llvm-cov export` counts them.
public struct LineCoverage: Sendable, Equatable, Codable {
  /// The lines that ran at least once.
  public var covered: Int
  /// The lines with code the profile counts.
  public var count: Int

  /// Creates a coverage.
  ///
  /// - Parameters:
  ///   - covered: The lines that ran.
  ///   - count: The lines counted.
  public init(covered: Int, count: Int) {
    self.covered = covered
    self.count = count
  }

  /// The share covered, from 0 to 1; 0 when no line is counted.
  public var fraction: Double { count == 0 ? 0 : Double(covered) / Double(count) }

  /// The share as a whole percentage, as the reports print it: `87%`.
  public var percentText: String { "\(Int((fraction * 100).rounded()))%" }

  /// Sums the line counts of the files under `folder` in an `llvm-cov export -summary-only`
  /// JSON document.
  ///
  /// - Parameters:
  ///   - json: The exported document.
  ///   - folder: The absolute folder whose files count (a path prefix).
  ///   - excluding: File names to leave out.
  /// - Returns: The folder's coverage, or `nil` when the document is not such an export.
  public static func read(
    exportedJSON json: Data, folder: String, excluding: Set<String> = []
  ) -> LineCoverage? {
    guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let data = root["data"] as? [[String: Any]]
    else { return nil }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var total = LineCoverage(covered: 0, count: 0)
    for export in data {
      for file in export["files"] as? [[String: Any]] ?? [] {
        guard let name = file["filename"] as? String, name.hasPrefix(prefix),
          !excluding.contains((name as NSString).lastPathComponent),
          let summary = file["summary"] as? [String: Any],
          let lines = summary["lines"] as? [String: Any]
        else { continue }
        total.covered += (lines["covered"] as? Int) ?? 0
        total.count += (lines["count"] as? Int) ?? 0
      }
    }
    return total
  }
}
