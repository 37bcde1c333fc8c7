extension LineDiff {
  /// The divide-and-conquer search of Myers' linear-space algorithm, writing edits in order.
  @usableFromInline
  struct MiddleSnakeSearch<Element: Equatable> {
    /// A point where an optimal edit path crosses the middle, and the cost of that path.
    @usableFromInline typealias Split = (old: Int, new: Int, cost: Int)

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
    ) -> Split? {
      let limit = (oldRange.count + newRange.count + 1) / 2
      for index in (center - limit - 1)...(center + limit + 1) {
        forward[index] = -1
        backward[index] = -1
      }
      forward[center + 1] = 0
      backward[center + 1] = 0
      // Diagonals at either edge that have run off the grid, skipped from then on.
      var forwardSkip = (start: 0, end: 0)
      var backwardSkip = (start: 0, end: 0)
      for cost in 0...limit {
        // Not found by now means the edit script costs at least 2 · cost - 1.
        if let maximumCost, 2 * cost - 1 > maximumCost {
          gaveUp = true
          return nil
        }
        if let split = forwardPass(
          cost: cost, oldRange: oldRange, newRange: newRange, skip: &forwardSkip)
        {
          return split
        }
        if let split = backwardPass(
          cost: cost, oldRange: oldRange, newRange: newRange, skip: &backwardSkip)
        {
          return split
        }
      }
      return nil
    }

    /// Extends the forward search by one step of cost; when the ranges differ in length by an
    /// odd number, returns where it first overlaps the backward search.
    @inlinable
    mutating func forwardPass(
      cost: Int, oldRange: Range<Int>, newRange: Range<Int>, skip: inout (start: Int, end: Int)
    ) -> Split? {
      let width = oldRange.count
      let height = newRange.count
      let limit = (width + height + 1) / 2
      let delta = width - height
      var diagonal = -cost + skip.start
      while diagonal <= cost - skip.end {
        let slot = center + diagonal
        var x =
          diagonal == -cost || (diagonal != cost && forward[slot - 1] < forward[slot + 1])
          ? forward[slot + 1] : forward[slot - 1] + 1
        var y = x - diagonal
        while x < width && y < height
          && old[oldRange.lowerBound + x] == new[newRange.lowerBound + y]
        {
          x += 1
          y += 1
        }
        forward[slot] = x
        if x > width {
          skip.end += 2
        } else if y > height {
          skip.start += 2
        } else if delta % 2 != 0 {
          let opposite = delta - diagonal
          if abs(opposite) <= limit && backward[center + opposite] != -1
            && x >= width - backward[center + opposite]
          {
            return (oldRange.lowerBound + x, newRange.lowerBound + y, 2 * cost - 1)
          }
        }
        diagonal += 2
      }
      return nil
    }

    /// Extends the backward search by one step of cost; when the ranges differ in length by an
    /// even number, returns where it first overlaps the forward search.
    @inlinable
    mutating func backwardPass(
      cost: Int, oldRange: Range<Int>, newRange: Range<Int>, skip: inout (start: Int, end: Int)
    ) -> Split? {
      let width = oldRange.count
      let height = newRange.count
      let limit = (width + height + 1) / 2
      let delta = width - height
      var diagonal = -cost + skip.start
      while diagonal <= cost - skip.end {
        let slot = center + diagonal
        var x =
          diagonal == -cost || (diagonal != cost && backward[slot - 1] < backward[slot + 1])
          ? backward[slot + 1] : backward[slot - 1] + 1
        var y = x - diagonal
        while x < width && y < height
          && old[oldRange.upperBound - 1 - x] == new[newRange.upperBound - 1 - y]
        {
          x += 1
          y += 1
        }
        backward[slot] = x
        if x > width {
          skip.end += 2
        } else if y > height {
          skip.start += 2
        } else if delta % 2 == 0 {
          let opposite = delta - diagonal
          if abs(opposite) <= limit && forward[center + opposite] != -1 {
            let forwardX = forward[center + opposite]
            if forwardX >= width - x {
              return (
                oldRange.lowerBound + forwardX, newRange.lowerBound + forwardX - opposite, 2 * cost
              )
            }
          }
        }
        diagonal += 2
      }
      return nil
    }
  }
}
