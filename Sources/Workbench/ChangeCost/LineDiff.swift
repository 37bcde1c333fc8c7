/// How many lines one sequence of lines adds and removes to become another, by Myers' shortest
/// edit script (the algorithm of `diff` and `git diff`).
///
/// ```swift
/// LineDiff.counts(from: ["a", "b", "c"], to: ["a", "c", "d"])  // (added: 1, removed: 1)
/// ```
public enum LineDiff {
  /// The lines added and removed by a shortest edit script from `old` to `new`.
  ///
  /// A line that moves counts once removed and once added, as `diff` shows it.
  ///
  /// - Parameters:
  ///   - old: The lines before.
  ///   - new: The lines after.
  /// - Returns: The lines only in `new` (added) and only in `old` (removed).
  /// - Complexity: O((*n* + *m*) · *d*), where *d* is the number of lines added and removed.
  public static func counts(
    from old: [String], to new: [String]
  ) -> (added: Int, removed: Int) {
    let distance = editDistance(old, new)
    let common = (old.count + new.count - distance) / 2
    return (new.count - common, old.count - common)
  }

  /// The length of a shortest edit script (insertions plus deletions) from `old` to `new`.
  static func editDistance(_ old: [String], _ new: [String]) -> Int {
    let n = old.count
    let m = new.count
    let maximum = n + m
    guard maximum > 0 else { return 0 }
    // frontier[k + maximum]: the furthest x reached on diagonal k = x - y.
    var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
    for distance in 0...maximum {
      for diagonal in stride(from: -distance, through: distance, by: 2) {
        let index = diagonal + maximum
        var x: Int
        if diagonal == -distance
          || (diagonal != distance && frontier[index - 1] < frontier[index + 1])
        {
          x = frontier[index + 1]
        } else {
          x = frontier[index - 1] + 1
        }
        var y = x - diagonal
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[index] = x
        if x >= n, y >= m { return distance }
      }
    }
    return maximum
  }
}
