/// What the scratch copy's `Package.swift` adds to the package's own: it keeps the test targets
/// the measurement runs and the `workbench` tool, and drops every target neither needs, so the
/// scratch build compiles no more than it must.
enum ScratchManifest {
  /// The package's manifest with the trimming appended.
  ///
  /// - Parameters:
  ///   - manifest: The package's `Package.swift`.
  ///   - testTargets: The test targets to keep.
  /// - Returns: The scratch copy's manifest.
  static func trimmed(_ manifest: String, keeping testTargets: [String]) -> String {
    let kept = testTargets.map { "\"\($0)\"" }.joined(separator: ", ")
    return manifest + """

      // Written by `workbench testability`: only the measured architectures' tests and the
      // `workbench` tool, with what they depend on.
      do {
        var needed: Set<String> = [\(kept), "WorkbenchTool"]
        var queue = Array(needed)
        let byName = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
        while let name = queue.popLast() {
          for dependency in byName[name]?.dependencies ?? [] {
            var dependencyName: String?
            switch dependency {
            case .targetItem(let name, _): dependencyName = name
            case .byNameItem(let name, _): dependencyName = name
            default: dependencyName = nil
            }
            if let dependencyName, needed.insert(dependencyName).inserted {
              queue.append(dependencyName)
            }
          }
        }
        package.targets.removeAll { !needed.contains($0.name) }
        package.products.removeAll { $0.name != "workbench" }
      }

      """
  }
}
