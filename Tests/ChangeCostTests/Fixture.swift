import Foundation

/// A folder of files made for one test, removed when the test ends.
final class Fixture {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "change-cost-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `contents` at `relativePath`, making the folders on the way.
  func write(_ relativePath: String, _ contents: String) throws {
    let file = path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
  }
}
