import Foundation

/// A folder of files made for one test, removed when the test ends.
public final class TemporaryFolder {
  /// The folder's absolute path.
  public let path: String

  /// Makes an empty folder under the system's temporary folder.
  ///
  /// - Throws: An error when the folder cannot be made.
  public init() throws {
    path = NSTemporaryDirectory() + "workbench-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `contents` at `relativePath`, making the folders on the way.
  ///
  /// - Parameters:
  ///   - relativePath: The file's path in the folder.
  ///   - contents: The file's text.
  /// - Throws: An error when the file cannot be written.
  public func write(_ relativePath: String, _ contents: String) throws {
    let file = path + "/" + relativePath
    let directory = (file as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
  }
}
