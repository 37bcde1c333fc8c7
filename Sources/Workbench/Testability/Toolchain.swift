import CodeFacts
import Foundation

/// Finds the toolchain's programs: `llvm-profdata` and `llvm-cov` must be the ones beside the
/// `swift` that builds, since a profile's format changes with the compiler (a system LLVM found
/// earlier on `PATH` cannot read it).
enum Toolchain {
  /// The path of `name` in the folder of the first `swift` on `PATH`, or `name` itself (for
  /// `/usr/bin/env` to find) when there is none there.
  ///
  /// - Parameters:
  ///   - name: The program's name, such as `llvm-cov`.
  ///   - path: The search path (default: this process's `PATH`).
  /// - Returns: An absolute path, or `name`.
  static func program(_ name: String, path: String? = nil) -> String {
    let search = path ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in search.split(separator: ":").map(String.init) {
      let swift = CodeFacts.join(folder, "swift")
      guard FileManager.default.isExecutableFile(atPath: swift) else { continue }
      let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
      let candidate = real.appendingPathComponent(name).path
      return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : name
    }
    return name
  }
}
