import ScenarioReplay

extension RunComparison {
  /// Whether both runs were timed, each against its own reference architecture: their ratios
  /// measure different things, so their timings are not judged.
  static func referencesDiffer(old: WorkbenchReport, new: WorkbenchReport) -> Bool {
    guard let before = old.baseline, let after = new.baseline else { return false }
    return before != after
  }

  /// Ways the two reports were made differently that make their timings less comparable.
  static func warnings(old: WorkbenchReport, new: WorkbenchReport) -> [String] {
    let before = old.environment
    let after = new.environment
    var warnings: [String] = []
    let pairs: [(String, String, String)] = [
      ("CPU", "\(before.cpu) × \(before.cpuCount)", "\(after.cpu) × \(after.cpuCount)"),
      ("operating system", before.operatingSystem, after.operatingSystem),
      ("Swift", before.swiftVersion, after.swiftVersion),
      ("build", before.buildConfiguration, after.buildConfiguration),
      ("workbench version", before.toolVersion, after.toolVersion),
      ("baseline", old.baseline ?? "none", new.baseline ?? "none"),
    ]
    for (what, first, second) in pairs where first != second {
      warnings.append("the \(what) differs: \(first) then \(second)")
    }
    if referencesDiffer(old: old, new: new) {
      warnings.append(
        "timed against different references: timings are shown, not judged, and only counted "
          + "figures can regress")
    }
    if before.isDebugBuild || after.isDebugBuild {
      warnings.append("a debug build's timings mean nothing: time with 'swift run -c release'")
    }
    if old.baseline == nil || new.baseline == nil {
      warnings.append("a report without timing: only counted figures are compared")
    }
    return warnings
  }
}
