/// The difference between an expected and an actual state, as a failure shows it: each
/// stored property that differs, expected (−) then actual (+), each line bounded.
struct StateDifference<State>: CustomStringConvertible {
  let expected: State
  let actual: State

  /// Longest a value is shown, in characters.
  private static var limit: Int { 200 }

  var description: String {
    let expectedChildren = Mirror(reflecting: expected).children.map(\.self)
    let actualChildren = Mirror(reflecting: actual).children.map(\.self)
    var lines: [String] = []
    if expectedChildren.count == actualChildren.count, !expectedChildren.isEmpty {
      for (old, new) in zip(expectedChildren, actualChildren) {
        let oldText = Self.shown(old.value)
        let newText = Self.shown(new.value)
        guard oldText != newText else { continue }
        let name = old.label ?? "?"
        lines.append("  − \(name): \(oldText)\n  + \(name): \(newText)")
      }
    }
    if lines.isEmpty {
      lines.append("  − \(Self.shown(expected))\n  + \(Self.shown(actual))")
    }
    return ":\n" + lines.joined(separator: "\n")
  }

  private static func shown(_ value: Any) -> String {
    let text = String(reflecting: value)
    return text.count > limit ? String(text.prefix(limit)) + "…" : text
  }
}
