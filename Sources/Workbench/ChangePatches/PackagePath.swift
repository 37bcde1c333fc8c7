import Diagnostics

/// A path inside the package, as a patch, a `BASE-CODE` list or a change's name gives it:
/// normalised before use, and refused when it could lead out of the folder it is read against.
///
/// Every path that comes from a file passes through ``normalized(_:)`` before it is joined to a
/// folder, so `Sources/Architectures/MVC/../../../../victim.txt` never reaches the file system.
///
/// ```swift
/// try PackagePath.normalized("Sources/./MVC//A.swift")  // "Sources/MVC/A.swift"
/// try PackagePath.normalized("Sources/../../zz.swift")  // throws: it names '..'
/// ```
public enum PackagePath {
  /// Why a path is refused, in a sentence without a final period.
  public struct Refusal: Error, Equatable, Sendable {
    /// What is wrong with the path.
    public var reason: String
  }

  /// Returns `path` without its `.` components and empty ones (`a//b`), or throws when it is
  /// empty, absolute, holds a control or invisible scalar (``Quoting/isInvisible(_:after:)``:
  /// a NUL, an escape, a bidi control, a zero-width space) or names a `..` component.
  ///
  /// - Parameter path: A path relative to the folder it is read against.
  /// - Returns: The same path, normalised.
  /// - Throws: ``Refusal`` when the path could name something outside that folder.
  public static func normalized(_ path: String) throws(Refusal) -> String {
    if path.hasPrefix("/") {
      throw Refusal(reason: "'\(path)' is an absolute path; a path here is relative")
    }
    var previous: Unicode.Scalar?
    for scalar in path.unicodeScalars {
      // A control, bidi or zero-width scalar makes a name look like another (or none).
      if Quoting.isInvisible(scalar, after: previous) {
        throw Refusal(
          reason: "'\(Quoting.terminal(path))' holds a control or invisible character; a path "
            + "here is one a reader can see")
      }
      previous = scalar
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    if parts.contains("..") {
      throw Refusal(reason: "'\(path)' names '..', which could lead outside the package")
    }
    guard !parts.isEmpty else { throw Refusal(reason: "'\(path)' names no file") }
    return parts.joined(separator: "/")
  }
}
