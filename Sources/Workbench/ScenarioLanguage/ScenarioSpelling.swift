/// Suggests the word that a misspelt keyword was probably meant to be: for scenario files and
/// for the command line alike.
public enum ScenarioSpelling {
  /// Words that people reach for instead of a directive, mapped to the directive that does it.
  static let synonyms: [String: String] = [
    "paste": "set", "replace": "set", "backspace": "delete", "remove": "delete",
    "erase": "clear", "empty": "clear", "reset": "clear", "assert": "expect", "check": "expect",
    "press": "type", "write": "type", "enter": "type", "label": "result", "sum": "result",
    "output": "result", "total": "result", "click": "tap", "touch": "tap", "push": "tap",
    "choose": "select", "pick": "select",
    "restart": "relaunch", "reopen": "relaunch", "reload": "relaunch", "launch": "relaunch",
  ]

  /// Returns the candidate closest to `word`, if one is close enough to be a likely misspelling.
  ///
  /// A candidate is close when it differs from `word` only in letter case, or when their
  /// optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
  /// neighbours) is at most 1 for words of up to four scalars and at most 2 for longer ones.
  ///
  /// - Complexity: O(*k* · *m*) for *k* candidates of length at most *m*; longer words are
  ///   rejected before any distance is computed.
  ///
  /// - Parameters:
  ///   - word: What was written.
  ///   - candidates: The words that would have been right.
  /// - Returns: The likeliest intended candidate, or `nil` when none is close.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    if let exact = candidates.first(where: { $0 == word.lowercased() }) { return exact }
    if let synonym = synonyms[word.lowercased()], candidates.contains(synonym) { return synonym }
    let typed = Array(word.lowercased().unicodeScalars.prefix(64))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let target = Array(candidate.unicodeScalars)
      guard abs(typed.count - target.count) <= 2 else { continue }
      let distance = alignmentDistance(typed, target)
      let allowed = target.count <= 4 ? 1 : 2
      if distance <= allowed, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Returns the optimal-string-alignment distance between two scalar sequences.
  static func alignmentDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
