import Foundation

/// Picks a file name that names nothing yet, so that a command that saves on its own initiative
/// (`play`'s Ctrl-S, `fuzz --out`'s reproducers) never replaces a file someone kept or edited.
enum UnusedPath {
  /// `path` when nothing is there (not even a dangling symbolic link), else the first of
  /// `name-2.ext`, `name-3.ext`, … that is free; `nil` when a thousand are taken.
  ///
  /// - Parameter path: The name the command would use.
  /// - Returns: A path where nothing is.
  static func unused(near path: String) -> String? {
    guard exists(path) else { return path }
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension
    let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
    for number in 2...1_000 {
      let candidate = "\(stem)-\(number)" + (ext.isEmpty ? "" : ".\(ext)")
      if !exists(candidate) { return candidate }
    }
    return nil
  }

  /// Whether anything (a file, a folder, a link, even a dangling one) is at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 || errno != ENOENT
  }
}
