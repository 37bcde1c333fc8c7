/// Editing a separator set in place as its token is edited, so that a keystroke in the token
/// costs what it changed, not what the token holds.
extension SeparatorSet {
  /// The most bytes an edit may remove and add together and still be applied one scalar at a
  /// time; a larger change (a paste over the token) rebuilds the set.
  static let editedBytesLimit = 256

  /// The fewest bytes of a token whose scalars are counted, so that an edit changes only the
  /// separators it touched; a shorter token is rebuilt, in constant time.
  static let countedTokenMinimum = 64

  /// Makes this set, the separators of `old`, the separators of `new`.
  ///
  /// The two tokens are compared a block of 256 bytes at a time from each end; only the scalars between
  /// the common prefix and the common suffix are removed and added, so typing or deleting one
  /// character of a token of any length touches one separator. A change of more than
  /// ``editedBytesLimit`` bytes, or to or from a token shorter than ``countedTokenMinimum``
  /// bytes, rebuilds the set.
  ///
  /// ```swift
  /// var separators = SeparatorSet(token: ",;")
  /// separators.update(from: ",;", to: ",;·")  // adds "·" alone
  /// ```
  ///
  /// - Parameters:
  ///   - old: The token this set was made from.
  ///   - new: The token it becomes.
  /// - Returns: Whether the two tokens differ in their bytes (and so, maybe, in separators).
  /// - Complexity: O(*k* + *d*/8 + *t*/8): *k* the bytes changed, *d* the distinct non-ASCII
  ///   separators (moved in memory when one is added or removed), *t* the bytes the two tokens
  ///   share, compared in vector-wide blocks (a few cycles for 256 bytes).
  @discardableResult
  package mutating func update(from old: String, to new: String) -> Bool {
    var old = old
    var new = new
    let (changed, rebuilt): (Bool, Bool) = old.withUTF8 { before in
      new.withUTF8 { after in
        let (prefix, suffix) = Self.sharedEnds(before, after)
        let removed = before.count &- prefix &- suffix
        let added = after.count &- prefix &- suffix
        guard removed > 0 || added > 0 else { return (false, false) }
        guard removed &+ added <= Self.editedBytesLimit,
          before.count >= Self.countedTokenMinimum, after.count >= Self.countedTokenMinimum
        else { return (true, true) }
        Self.forEachScalar(in: before, from: prefix, to: prefix &+ removed) { remove($0) }
        Self.forEachScalar(in: after, from: prefix, to: prefix &+ added) { insert($0) }
        return (true, false)
      }
    }
    if rebuilt { self = SeparatorSet(token: new) }
    return changed
  }

  /// Adds one occurrence of the scalar `value` to the token.
  mutating func insert(_ value: UInt32) {
    let seen = multiplicities[value, default: 0]
    multiplicities[value] = seen &+ 1
    guard seen == 0 else { return }
    if value >= 0x80 {
      nonASCIIScalars.insert(value, at: Self.firstIndex(notBelow: value, in: nonASCIIScalars))
    }
    let start = Self.startByte(of: value)
    let uses = startByteUses[start, default: 0]
    startByteUses[start] = uses &+ 1
    if uses == 0 {
      startByteBits.insert(start)
      startBytes.insert(start, at: Self.firstIndex(notBelow: start, in: startBytes))
    }
    updateTable(start)
  }

  /// Removes one occurrence of the scalar `value` from the token.
  mutating func remove(_ value: UInt32) {
    guard let seen = multiplicities[value] else { return }
    guard seen == 1 else {
      multiplicities[value] = seen &- 1
      return
    }
    multiplicities[value] = nil
    if value >= 0x80 {
      let index = Self.firstIndex(notBelow: value, in: nonASCIIScalars)
      if index < nonASCIIScalars.count && nonASCIIScalars[index] == value {
        nonASCIIScalars.remove(at: index)
      }
    }
    let start = Self.startByte(of: value)
    let uses = startByteUses[start, default: 0]
    if uses <= 1 {
      startByteUses[start] = nil
      startByteBits.remove(start)
      let index = Self.firstIndex(notBelow: start, in: startBytes)
      if index < startBytes.count && startBytes[index] == start { startBytes.remove(at: index) }
    } else {
      startByteUses[start] = uses &- 1
    }
    updateTable(start)
  }

  /// Keeps ``startByteTable`` what ``makeTable()`` would make after a separator that starts
  /// with `start` was added or removed: only that byte's entry changes, unless the table
  /// appears or goes.
  private mutating func updateTable(_ start: UInt8) {
    guard needsTable else {
      if !startByteTable.isEmpty { startByteTable = [] }
      return
    }
    if startByteTable.isEmpty {
      startByteTable = makeTable()
    } else {
      startByteTable[Int(start)] = tableEntry(for: start)
    }
  }

  /// The lengths in bytes of the longest common prefix and, in what remains, the longest common
  /// suffix of `before` and `after`, each ending at a scalar boundary of both.
  static func sharedEnds(
    _ before: UnsafeBufferPointer<UInt8>, _ after: UnsafeBufferPointer<UInt8>
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(before.count, after.count)
    var prefix = 0
    if let first = before.baseAddress, let second = after.baseAddress {
      while prefix &+ blockSize <= shorter,
        blocksAreEqual(UnsafeRawPointer(first + prefix), UnsafeRawPointer(second + prefix))
      {
        prefix &+= blockSize
      }
      while prefix &+ 8 <= shorter,
        UnsafeRawPointer(first + prefix).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(second + prefix).loadUnaligned(as: UInt64.self)
      {
        prefix &+= 8
      }
    }
    while prefix < shorter && before[prefix] == after[prefix] { prefix &+= 1 }
    // Back to the start of the scalar the first difference is in, in both texts.
    while prefix > 0
      && (isContinuation(before, at: prefix) || isContinuation(after, at: prefix))
    {
      prefix &-= 1
    }
    let room = shorter &- prefix
    var suffix = 0
    if let first = before.baseAddress, let second = after.baseAddress {
      while suffix &+ blockSize <= room,
        blocksAreEqual(
          UnsafeRawPointer(first + (before.count &- suffix &- blockSize)),
          UnsafeRawPointer(second + (after.count &- suffix &- blockSize)))
      {
        suffix &+= blockSize
      }
      while suffix &+ 8 <= room,
        UnsafeRawPointer(first + (before.count &- suffix &- 8)).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(second + (after.count &- suffix &- 8)).loadUnaligned(
            as: UInt64.self)
      {
        suffix &+= 8
      }
    }
    while suffix < room && before[before.count &- suffix &- 1] == after[after.count &- suffix &- 1]
    {
      suffix &+= 1
    }
    // The common suffix starts at a scalar's first byte.
    while suffix > 0 && isContinuation(before, at: before.count &- suffix) { suffix &-= 1 }
    return (prefix, suffix)
  }

  /// The bytes ``blocksAreEqual(_:_:)`` compares at once.
  private static let blockSize = 256

  /// Whether the ``blockSize`` bytes at `first` and at `second` are equal: one pass with no
  /// early exit, which the compiler turns into vector instructions, so a shared prefix of a long
  /// token costs a few cycles a block.
  @inline(__always)
  private static func blocksAreEqual(
    _ first: UnsafeRawPointer, _ second: UnsafeRawPointer
  )
    -> Bool
  {
    var difference: UInt64 = 0
    var offset = 0
    while offset < blockSize {
      difference |=
        first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset &+= 8
    }
    return difference == 0
  }

  /// Whether the byte at `offset` of `bytes` continues a scalar (false past the end).
  private static func isContinuation(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    offset < bytes.count && bytes[offset] & 0xC0 == 0x80
  }

  /// Calls `body` with the value of each scalar of the valid UTF-8 `bytes[start..<end]`.
  private static func forEachScalar(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ body: (UInt32) -> Void
  ) {
    var offset = start
    while offset < end, let (value, length) = UTF8Decoding.scalar(in: bytes, at: offset) {
      body(value)
      offset &+= length
    }
  }
}
