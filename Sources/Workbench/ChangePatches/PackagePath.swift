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
  /// empty, absolute, holds a NUL byte or names a `..` component.
  ///
  /// - Parameter path: A path relative to the folder it is read against.
  /// - Returns: The same path, normalised.
  /// - Throws: ``Refusal`` when the path could name something outside that folder.
  public static func normalized(_ path: String) throws(Refusal) -> String {
    if path.hasPrefix("/") {
      throw Refusal(reason: "'\(path)' is an absolute path; a path here is relative")
    }
    if path.utf8.contains(0) {
      throw Refusal(reason: "'\(path)' holds a NUL byte")
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    if parts.contains("..") {
      throw Refusal(reason: "'\(path)' names '..', which could lead outside the package")
    }
    guard !parts.isEmpty else { throw Refusal(reason: "'\(path)' names no file") }
    return parts.joined(separator: "/")
  }
}
