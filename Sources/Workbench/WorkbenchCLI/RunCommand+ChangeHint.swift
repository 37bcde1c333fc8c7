import ChangeCost
import Diagnostics
import ScenarioLanguage

extension RunCommand {
  /// The note a failed run without `--change` gives when it ran a change request's scenarios
  /// (under `Scenarios/Changes/<name>/`) on the base, which has none of the change's widgets.
  ///
  /// - Parameter scenarios: The scenarios the run read.
  /// - Returns: The note, naming the change and the option, or `nil` when no scenario is a
  ///   change's.
  static func changeHint(for scenarios: [Scenario]) -> String? {
    let known = Set(ChangeRequest.all().map(\.name))
    let changes = scenarios.compactMap { scenario -> String? in
      let parts = scenario.path.split(separator: "/").map(String.init)
      guard let index = parts.lastIndex(of: "Changes"), index + 2 < parts.count else {
        return nil
      }
      return known.contains(parts[index + 1]) ? parts[index + 1] : nil
    }
    guard let change = changes.first else { return nil }
    let shown = Quoting.terminal(change)
    return "note: these scenarios belong to the change request '\(shown)' and ran on the base "
      + "implementations; add --change \(shown) to run them on that change's."
  }
}
