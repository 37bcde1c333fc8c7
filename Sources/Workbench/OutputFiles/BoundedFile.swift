import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``BoundedFile/read(_:limit:what:)`` read nothing: the file's own reason, and whether it is one
/// of the file system (exit code 66: missing, unreadable, not a regular file) or of its size
/// (65: larger than the limit).
public struct BoundedFileError: Error, Sendable {
  /// Why, in words: `cannot read it: …` or `the file holds … bytes; …`.
  public var reason: String
  /// Whether the file was too large (else it could not be read).
  public var tooLarge: Bool
}

/// Reads a whole input file no larger than a limit, the one way every file the `workbench`
/// reads whole is read.
///
/// The file is opened without blocking and checked on its descriptor, so a FIFO, a device or
/// standard input put in a regular file's place (`"path": "-"`, `/dev/zero`) is refused, never
/// waited on or read without end; its size is checked before reading, and no more than one
/// byte past the limit is ever read.
public enum BoundedFile {
  /// Reads the regular file at `path`, at most `limit` bytes long.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes the file may hold.
  ///   - what: What the file is, for the reasons ("a saved run").
  /// - Returns: The file's bytes.
  /// - Throws: ``BoundedFileError`` saying why not.
  public static func read(
    _ path: String, limit: Int, what: String
  ) throws(BoundedFileError) -> Data {
    func unreadable(_ reason: String) -> BoundedFileError {
      BoundedFileError(reason: "cannot read it: " + reason, tooLarge: false)
    }
    func tooLarge(_ size: Int) -> BoundedFileError {
      BoundedFileError(
        reason: "the file holds \(size) bytes or more; \(what) is at most \(limit) bytes",
        tooLarge: true)
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw unreadable(systemErrorDescription(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw unreadable(systemErrorDescription(errno))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw unreadable("it is a folder, not \(what)")
    default: throw unreadable("it is a device, a FIFO or a socket, not \(what) file")
    }
    guard Int(status.st_size) <= limit else { throw tooLarge(Int(status.st_size)) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(systemErrorDescription(errno))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
      // A file that grew after it was measured is refused, not read on.
      guard data.count <= limit else { throw tooLarge(data.count) }
    }
    return data
  }
}

/// `read(2)`, named apart from ``BoundedFile/read(_:limit:what:)``.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
