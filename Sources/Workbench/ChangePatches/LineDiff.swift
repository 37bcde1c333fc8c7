/// Myers' O(ND) difference algorithm in linear space, over any two arrays of equatable elements.
///
/// The common prefix and suffix are trimmed first; what is left is split at the middle of an
/// optimal edit path (the "middle snake" of Myers' paper, section 4b) and each half is solved the
/// same way, so memory stays O(N + M) however different the inputs are.
///
///     let edits = LineDiff.edits(from: ["a", "b", "c"], to: ["a", "c", "d"])
///     // [.keep(0, 0), .delete(1), .keep(2, 1), .insert(2)]
///
/// Within each run of consecutive changes, deletions come before insertions, as in `diff -u`.
///
/// - Complexity: O((N + M) · D) time and O(N + M) memory, where D is the size of the minimal edit
///   script. With a `maximumCost`, the time is O((N + M) · maximumCost).
public enum LineDiff {
  /// One step of an edit script, with the indices of the elements it concerns.
  public enum Edit: Equatable, Sendable {
    /// The element at `oldIndex` is kept and is the one at `newIndex` in the new array.
    case keep(oldIndex: Int, newIndex: Int)
    /// The element at `oldIndex` of the old array is removed.
    case delete(oldIndex: Int)
    /// The element at `newIndex` of the new array is added.
    case insert(newIndex: Int)
  }

  /// An edit script, and whether it is minimal or the cheap answer given past a cost limit.
  public struct Script: Equatable, Sendable {
    /// The edits in order; they visit every old and every new index exactly once.
    public var edits: [Edit]
    /// Whether a minimal script would cost more than the limit asked for.
    ///
    /// When true, `edits` removes and adds everything between the common prefix and suffix;
    /// when false, `edits` is minimal.
    public var exceededMaximumCost: Bool

    /// Creates a script from its edits.
    public init(edits: [Edit], exceededMaximumCost: Bool) {
      self.edits = edits
      self.exceededMaximumCost = exceededMaximumCost
    }

    /// The number of inserted elements.
    public var added: Int {
      edits.reduce(0) { count, edit in
        if case .insert = edit { count + 1 } else { count }
      }
    }

    /// The number of deleted elements.
    public var removed: Int {
      edits.reduce(0) { count, edit in
        if case .delete = edit { count + 1 } else { count }
      }
    }
  }

  /// Returns a minimal edit script that turns `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  /// - Returns: The edits in order.
  @inlinable
  public static func edits<T: Equatable>(from old: [T], to new: [T]) -> [Edit] {
    script(from: old, to: new, maximumCost: nil).edits
  }

  /// Returns a minimal edit script that turns `old` into `new`, comparing elements by number.
  ///
  /// The elements are first numbered through a hash table, so the search compares integers.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  /// - Returns: The edits in order.
  @inlinable
  public static func edits<T: Hashable>(from old: [T], to new: [T]) -> [Edit] {
    script(from: old, to: new, maximumCost: nil).edits
  }

  /// Returns an edit script that turns `old` into `new`, minimal unless it costs too much.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  ///   - maximumCost: The largest number of insertions plus deletions worth searching for; past
  ///     it, the script removes and adds everything between the common prefix and suffix and
  ///     says so with `exceededMaximumCost`. `nil` searches without limit.
  /// - Returns: The script.
  @inlinable
  public static func script<T: Equatable>(
    from old: [T], to new: [T], maximumCost: Int?
  ) -> Script {
    search(from: old, to: new, maximumCost: maximumCost)
  }

  /// Returns an edit script that turns `old` into `new`, comparing elements by number, minimal
  /// unless it costs too much.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  ///   - maximumCost: The largest number of insertions plus deletions worth searching for; past
  ///     it, the script removes and adds everything between the common prefix and suffix and
  ///     says so with `exceededMaximumCost`. `nil` searches without limit.
  /// - Returns: The script.
  @inlinable
  public static func script<T: Hashable>(
    from old: [T], to new: [T], maximumCost: Int?
  ) -> Script {
    var numbers: [T: Int] = [:]
    numbers.reserveCapacity(old.count + new.count)
    func number(_ element: T) -> Int {
      if let known = numbers[element] { return known }
      let next = numbers.count
      numbers[element] = next
      return next
    }
    let oldNumbers = old.map(number)
    let newNumbers = new.map(number)
    return search(from: oldNumbers, to: newNumbers, maximumCost: maximumCost)
  }

  /// Runs the search on elements compared as they are.
  @inlinable
  static func search<T: Equatable>(from old: [T], to new: [T], maximumCost: Int?) -> Script {
    var search = MiddleSnakeSearch(old: old, new: new)
    search.solve(maximumCost: maximumCost)
    return Script(edits: deletionsFirst(search.edits), exceededMaximumCost: search.gaveUp)
  }

  /// Returns how many elements a minimal edit script adds and removes.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  /// - Returns: The numbers of inserted and deleted elements.
  @inlinable
  public static func counts<T: Equatable>(from old: [T], to new: [T]) -> (added: Int, removed: Int)
  {
    let found = script(from: old, to: new, maximumCost: nil)
    return (found.added, found.removed)
  }

  /// Returns how many elements a minimal edit script adds and removes, comparing by number.
  ///
  /// - Parameters:
  ///   - old: The elements before the change.
  ///   - new: The elements after the change.
  /// - Returns: The numbers of inserted and deleted elements.
  @inlinable
  public static func counts<T: Hashable>(from old: [T], to new: [T]) -> (added: Int, removed: Int) {
    let found = script(from: old, to: new, maximumCost: nil)
    return (found.added, found.removed)
  }

  /// Reorders each run of consecutive changes so that its deletions precede its insertions.
  @usableFromInline
  static func deletionsFirst(_ edits: [Edit]) -> [Edit] {
    var result: [Edit] = []
    result.reserveCapacity(edits.count)
    var insertions: [Edit] = []
    for edit in edits {
      switch edit {
      case .keep:
        result.append(contentsOf: insertions)
        insertions.removeAll(keepingCapacity: true)
        result.append(edit)
      case .delete:
        result.append(edit)
      case .insert:
        insertions.append(edit)
      }
    }
    result.append(contentsOf: insertions)
    return result
  }
}

/// The divide-and-conquer search of Myers' linear-space algorithm, writing edits in order.
@usableFromInline
struct MiddleSnakeSearch<Element: Equatable> {
  @usableFromInline let old: [Element]
  @usableFromInline let new: [Element]
  /// The furthest x reached on each diagonal by the forward search, or -1.
  @usableFromInline var forward: [Int]
  /// The furthest distance from the end reached on each diagonal by the backward search, or -1.
  @usableFromInline var backward: [Int]
  /// Where diagonal 0 sits in `forward` and `backward`.
  @usableFromInline let center: Int
  @usableFromInline var edits: [LineDiff.Edit] = []
  @usableFromInline var gaveUp = false

  @inlinable
  init(old: [Element], new: [Element]) {
    self.old = old
    self.new = new
    center = (old.count + new.count + 1) / 2 + 2
    forward = Array(repeating: -1, count: 2 * center + 1)
    backward = forward
    edits.reserveCapacity(old.count + new.count)
  }

  @inlinable
  mutating func solve(maximumCost: Int?) {
    solve(oldRange: 0..<old.count, newRange: 0..<new.count, maximumCost: maximumCost)
  }

  @inlinable
  mutating func solve(oldRange: Range<Int>, newRange: Range<Int>, maximumCost: Int?) {
    var oldLow = oldRange.lowerBound
    var newLow = newRange.lowerBound
    var oldHigh = oldRange.upperBound
    var newHigh = newRange.upperBound
    while oldLow < oldHigh && newLow < newHigh && old[oldLow] == new[newLow] {
      edits.append(.keep(oldIndex: oldLow, newIndex: newLow))
      oldLow += 1
      newLow += 1
    }
    var suffix = 0
    while oldLow < oldHigh && newLow < newHigh && old[oldHigh - 1] == new[newHigh - 1] {
      oldHigh -= 1
      newHigh -= 1
      suffix += 1
    }
    if oldLow == oldHigh || newLow == newHigh {
      if let maximumCost, (oldHigh - oldLow) + (newHigh - newLow) > maximumCost { gaveUp = true }
      replace(oldLow..<oldHigh, with: newLow..<newHigh)
    } else if let split = middle(
      oldRange: oldLow..<oldHigh, newRange: newLow..<newHigh, maximumCost: maximumCost),
      split.cost <= maximumCost ?? split.cost,
      split.old != oldLow || split.new != newLow, split.old != oldHigh || split.new != newHigh
    {
      // A split at either corner would not make progress; the theory rules it out (both ranges
      // are non-empty and differ at both ends, so the cost is at least 2), and the guard keeps
      // the recursion finite regardless.
      solve(oldRange: oldLow..<split.old, newRange: newLow..<split.new, maximumCost: nil)
      solve(oldRange: split.old..<oldHigh, newRange: split.new..<newHigh, maximumCost: nil)
    } else {
      // Past the cost limit (or in the unreachable cases above): everything in between goes.
      if maximumCost != nil { gaveUp = true }
      replace(oldLow..<oldHigh, with: newLow..<newHigh)
    }
    for offset in 0..<suffix {
      edits.append(.keep(oldIndex: oldHigh + offset, newIndex: newHigh + offset))
    }
  }

  @inlinable
  mutating func replace(_ oldRange: Range<Int>, with newRange: Range<Int>) {
    for index in oldRange { edits.append(.delete(oldIndex: index)) }
    for index in newRange { edits.append(.insert(newIndex: index)) }
  }

  /// Finds a point on a minimal edit path half-way through its cost, searching from both ends.
  ///
  /// Returns nil when the cost exceeds `maximumCost` (setting `gaveUp`), or in the unreachable
  /// case that the searches never meet.
  @inlinable
  mutating func middle(
    oldRange: Range<Int>, newRange: Range<Int>, maximumCost: Int?
  ) -> (old: Int, new: Int, cost: Int)? {
    let oldLow = oldRange.lowerBound
    let newLow = newRange.lowerBound
    let oldHigh = oldRange.upperBound
    let newHigh = newRange.upperBound
    let width = oldRange.count
    let height = newRange.count
    let limit = (width + height + 1) / 2
    for index in (center - limit - 1)...(center + limit + 1) {
      forward[index] = -1
      backward[index] = -1
    }
    forward[center + 1] = 0
    backward[center + 1] = 0
    let delta = width - height
    let forwardChecks = delta % 2 != 0
    var forwardStart = 0
    var forwardEnd = 0
    var backwardStart = 0
    var backwardEnd = 0
    for cost in 0...limit {
      // Not found by now means the edit script costs at least 2 · cost - 1.
      if let maximumCost, 2 * cost - 1 > maximumCost {
        gaveUp = true
        return nil
      }
      var diagonal = -cost + forwardStart
      while diagonal <= cost - forwardEnd {
        let slot = center + diagonal
        var x =
          diagonal == -cost || (diagonal != cost && forward[slot - 1] < forward[slot + 1])
          ? forward[slot + 1] : forward[slot - 1] + 1
        var y = x - diagonal
        while x < width && y < height && old[oldLow + x] == new[newLow + y] {
          x += 1
          y += 1
        }
        forward[slot] = x
        if x > width {
          forwardEnd += 2
        } else if y > height {
          forwardStart += 2
        } else if forwardChecks {
          let opposite = delta - diagonal
          if abs(opposite) <= limit && backward[center + opposite] != -1
            && x >= width - backward[center + opposite]
          {
            return (oldLow + x, newLow + y, 2 * cost - 1)
          }
        }
        diagonal += 2
      }
      diagonal = -cost + backwardStart
      while diagonal <= cost - backwardEnd {
        let slot = center + diagonal
        var x =
          diagonal == -cost || (diagonal != cost && backward[slot - 1] < backward[slot + 1])
          ? backward[slot + 1] : backward[slot - 1] + 1
        var y = x - diagonal
        while x < width && y < height && old[oldHigh - 1 - x] == new[newHigh - 1 - y] {
          x += 1
          y += 1
        }
        backward[slot] = x
        if x > width {
          backwardEnd += 2
        } else if y > height {
          backwardStart += 2
        } else if !forwardChecks {
          let opposite = delta - diagonal
          if abs(opposite) <= limit && forward[center + opposite] != -1 {
            let forwardX = forward[center + opposite]
            if forwardX >= width - x {
              return (oldLow + forwardX, newLow + forwardX - opposite, 2 * cost)
            }
          }
        }
        diagonal += 2
      }
    }
    return nil
  }
}
