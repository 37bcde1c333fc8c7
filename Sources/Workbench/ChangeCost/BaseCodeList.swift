import ChangePatches
import CodeFacts
import Diagnostics
import Foundation

/// The code in the base's shared layers that was written for one change request, named in the
/// file `Scenarios/Changes/<name>/BASE-CODE`, so that the change is charged for it.
///
/// Some of what a change needs sits in the base, ahead of it (the `Scheduling` layer and
/// `SumService` for `slow-service`, the kit's `Button` for `clear-button`); it stays there, and
/// the list names it. One entry a line: a Swift file under `Sources/Shared` (its code) or
/// `Tests/Shared` (its tests), relative to the package root, optionally followed by `:` and the
/// top-level declarations of the file meant (comma-separated; default: the whole file). Blank
/// lines and text after `#` are ignored. Code two changes need is listed in both: each
/// change's row counts it, an architecture's all-in total counts it once.
///
/// ```text
/// # slow-service: the latency lives in the base.
/// Sources/Shared/CalculatorModel/SumService.swift
/// Sources/Shared/CalculatorModel/Calculator.swift: Calculator
/// ```
public struct BaseCodeList: Sendable, Equatable {
  /// One file, or some of its declarations, written for the change.
  public struct Entry: Sendable, Equatable {
    /// The file's path, relative to the package root.
    public var path: String
    /// The top-level declarations meant, or none for the whole file.
    public var declarations: [String]
  }

  /// The list's file name in the change's scenarios folder.
  public static let fileName = "BASE-CODE"

  /// The folders an entry may name a file in.
  static let folders = ["Sources/Shared/", "Tests/Shared/"]

  /// The entries, in the list's order.
  public var entries: [Entry]

  /// Reads the list of `change`, or an empty one when the change has none.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - packageRoot: The package's root folder.
  /// - Returns: The list, every file and declaration in it checked to exist.
  /// - Throws: ``BaseCodeListError`` at the first entry that is malformed or names what is not
  ///   there.
  public static func read(
    _ change: ChangeRequest, packageRoot: String = "."
  ) throws(BaseCodeListError) -> BaseCodeList {
    let path = change.scenarios + "/" + fileName
    let full: String
    do throws(ChangeSourcesError) {
      // A list linked out of the package is never read (its lines would show in the errors).
      full = try FolderSync.contained(path, in: packageRoot)
    } catch {
      throw BaseCodeListError(path: path, line: 1, column: 1, reason: error.reason)
    }
    guard FileManager.default.fileExists(atPath: full) else { return BaseCodeList(entries: []) }
    guard let text = try? SourceFile.text(at: full, limit: 1 << 16) else {
      throw BaseCodeListError(
        path: path, line: 1, column: 1, reason: "cannot read it (at most 64 KiB of text)")
    }
    return try parse(text, path: path, packageRoot: packageRoot)
  }

  /// Parses the text of a list, checking each entry against the files under `packageRoot`.
  ///
  /// - Parameters:
  ///   - text: The list's text.
  ///   - path: The list's path, for diagnostics.
  ///   - packageRoot: The package's root folder.
  /// - Returns: The list.
  /// - Throws: ``BaseCodeListError`` at the first problem.
  static func parse(
    _ text: String, path: String, packageRoot: String
  ) throws(BaseCodeListError) -> BaseCodeList {
    var entries: [Entry] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.prefix { $0 != "#" }
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let content = line.trimmingCharacters(in: .whitespaces)
      guard !content.isEmpty else { continue }
      func failure(_ column: Int, _ reason: String) -> BaseCodeListError {
        BaseCodeListError(path: path, line: index + 1, column: column, reason: reason)
      }
      let parts = content.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let written = parts[0].trimmingCharacters(in: .whitespaces)
      let file: String
      do throws(PackagePath.Refusal) {
        file = try PackagePath.normalized(written)
      } catch {
        throw failure(indent + 1, error.reason)
      }
      guard folders.contains(where: file.hasPrefix), file.hasSuffix(".swift") else {
        throw failure(
          indent + 1, "expected a Swift file under Sources/Shared or Tests/Shared, not '\(file)'")
      }
      guard !entries.contains(where: { $0.path == file }) else {
        throw failure(indent + 1, "'\(file)' is listed twice")
      }
      let full: String
      do throws(ChangeSourcesError) {
        full = try FolderSync.contained(file, in: packageRoot)
      } catch {
        throw failure(indent + 1, error.reason)
      }
      guard let source = try? SourceFile.text(at: full, limit: SwiftFolder.largestFile) else {
        throw failure(indent + 1, "no such file '\(file)' (or larger than 1 MiB)")
      }
      let declarations =
        parts.count > 1
        ? parts[1].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        } : []
      let declared = Set(SourceLines(source).declarations.map(\.name))
      if let missing = declarations.first(where: { !declared.contains($0) }) {
        // Found after the `:`, so a name that is also part of the path is pointed at right.
        let names = raw.firstIndex(of: ":") ?? raw.startIndex
        let found = raw[names...].range(of: missing)?.lowerBound ?? names
        let column = raw.distance(from: raw.startIndex, to: found) + 1
        throw failure(column, "'\(file)' declares no top-level '\(missing)'")
      }
      entries.append(Entry(path: file, declarations: declarations))
    }
    return BaseCodeList(entries: entries)
  }
}
