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
