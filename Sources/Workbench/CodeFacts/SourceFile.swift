import Diagnostics
import Foundation
import OutputFiles

/// Reads one source or text file of the package whole: the one bounded way the facts, the
/// conformance checks and the change measurement read a file.
///
/// A file over ``largest`` (far beyond any real source) is refused before it is read, and a FIFO
/// or a device in a source's place is refused, never waited on.
package enum SourceFile {
  /// The most bytes a file read whole may hold: 8 MiB.
  package static let largest = 8 << 20

  /// The text of the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes it may hold, a whole number of MiB (default: ``largest``).
  /// - Returns: Its text, decoded as UTF-8 (invalid bytes replaced).
  /// - Throws: ``UnreadablePathError`` when the file is missing, not a regular file, or larger
  ///   than `limit` (the reason says which, and the limit in MiB).
  package static func text(
    at path: String, limit: Int = largest
  ) throws(UnreadablePathError) -> String {
    do {
      let data = try BoundedFile.read(path, limit: limit, what: "a source file")
      return String(decoding: data, as: UTF8.self)
    } catch {
      let reason =
        error.tooLarge
        ? "it holds more than \(limit / 1_048_576) MiB; a file read here may be at most "
          + "\(limit / 1_048_576) MiB" : error.reason
      throw UnreadablePathError(path: path, reason: reason)
    }
  }
}
