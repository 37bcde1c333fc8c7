/// The single pass over the input's UTF-8 that splits it at separators and sums the pieces.
enum PieceScanner {
  /// Returns `total` plus the sum of the pieces of `bytes` from `start` on, telling `sink` about
  /// every separator passed.
  ///
  /// `start` must be 0 or an offset just after a separator (a piece starts there).
  ///
  /// - Parameters:
  ///   - bytes: The input's UTF-8.
  ///   - start: The offset to scan from.
  ///   - total: The sum of the pieces before `start`.
  ///   - separators: The separators.
  ///   - sink: Told the offset after each separator and the sum of the pieces before it.
  /// - Returns: The sum of all the pieces.
  /// - Complexity: O(*n* − `start`).
  static func sum<Sink: SeparatorSink>(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: Int128,
    separators: SeparatorSet, sink: inout Sink
  ) -> Int128 {
    let starts = separators.startBytes
    switch starts.count {
    case 0:
      return total &+ Int128(PieceParser.value(of: bytes, from: start, to: bytes.count))
    case 1:
      let matcher = OneByteMatcher(starts[0])
      if starts[0] < 0x80 {
        return scan(bytes, start, total, matcher, asciiOnly: true, separators, &sink)
      }
      return scan(bytes, start, total, matcher, asciiOnly: false, separators, &sink)
    case 2:
      let matcher = TwoByteMatcher(starts[0], starts[1])
      return scan(bytes, start, total, matcher, asciiOnly: starts[1] < 0x80, separators, &sink)
    case 3, 4:
      let matcher = FourByteMatcher(starts)
      let asciiOnly = starts[starts.count &- 1] < 0x80
      return scan(bytes, start, total, matcher, asciiOnly: asciiOnly, separators, &sink)
    default:
      return separators.startByteTable.withUnsafeBufferPointer { table in
        guard let address = table.baseAddress else { return total }
        let matcher = TableMatcher(table: address)
        let asciiOnly = starts[starts.count &- 1] < 0x80
        return scan(bytes, start, total, matcher, asciiOnly: asciiOnly, separators, &sink)
      }
    }
  }

  /// The scanning loop, specialised for each matcher and sink.
  ///
  /// It reads the input a word (eight bytes) at a time, finds the lanes holding start bytes, and
  /// for each one that really begins a separator sums the piece that ends there.
  @inline(__always)
  private static func scan<Matcher: StartByteMatcher, Sink: SeparatorSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ initial: Int128, _ matcher: Matcher,
    asciiOnly: Bool, _ separators: SeparatorSet, _ sink: inout Sink
  ) -> Int128 {
    guard let base = bytes.baseAddress, start < bytes.count else { return initial }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var total = initial
    var pieceStart = start
    var wordStart = start

    @inline(__always)
    func handle(_ lanes: UInt64) {
      var lanes = lanes
      while lanes != 0 {
        let position = wordStart &+ (lanes.trailingZeroBitCount &>> 3)
        lanes &= lanes &- 1
        var next = position &+ 1
        if !asciiOnly && base[position] >= 0x80 {
          let length = separators.nonASCIISeparatorLength(in: bytes, at: position)
          guard length > 0 else { continue }
          next = position &+ length
        }
        total &+= Int128(PieceParser.value(of: bytes, from: pieceStart, to: position))
        pieceStart = next
        sink.passSeparator(endingAt: next, total: total)
      }
    }

    while wordStart &+ 8 <= count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: wordStart, as: UInt64.self))
      let lanes = matcher.matchedLanes(word)
      if lanes != 0 {
        handle(lanes)
      }
      wordStart &+= 8
    }
    let remaining = count &- wordStart
    if remaining > 0 {
      let tail = tailWord(base, count: count, remaining: remaining)
      let valid = UInt64.max &>> (UInt64(truncatingIfNeeded: 8 &- remaining) &* 8)
      handle(matcher.matchedLanes(tail) & valid)
    }
    return total &+ Int128(PieceParser.value(of: bytes, from: pieceStart, to: count))
  }

  /// Returns the last `remaining` (1 through 7) bytes of the input in the lowest lanes, the
  /// other lanes 0.
  @inline(__always)
  private static func tailWord(_ base: UnsafePointer<UInt8>, count: Int, remaining: Int) -> UInt64 {
    if count >= 8 {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(
          fromByteOffset: count &- 8, as: UInt64.self))
      return word &>> (UInt64(truncatingIfNeeded: 8 &- remaining) &* 8)
    }
    var word: UInt64 = 0
    var index = 0
    while index < remaining {
      word |= UInt64(base[count &- remaining &+ index]) &<< (UInt64(truncatingIfNeeded: index) &* 8)
      index &+= 1
    }
    return word
  }
}
