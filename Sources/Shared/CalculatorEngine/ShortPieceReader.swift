/// The fast path of ``PieceScanner``'s loop: reads each piece whose separator starts among the 8,
/// 16 or 24 bytes loaded from the piece's start, from those same words, and passes a run of ASCII
/// separators (empty pieces) a word at a time.
///
/// Every method is inlined into the loop, which makes no calls but the sink's, so the reader's
/// fields and the loop's values stay in registers.
struct ShortPieceReader<Matcher: StartByteMatcher, Alphabet: StartByteAlphabet> {
  /// The input's first byte.
  let base: UnsafePointer<UInt8>
  /// The input's length.
  let count: Int
  /// Up to this offset, two words from the start of a piece are inside the input.
  let lastPairStart: Int
  /// Up to this offset, three words from the start of a piece are inside the input.
  let lastTripleStart: Int
  /// The matcher of the separators' start bytes.
  let matcher: Matcher
  /// The word constants of ``PieceParser``.
  let constants: DigitConstants
  /// The 512 words of ``PieceParser/leadByteWords``.
  let leadWords: UnsafePointer<UInt64>
  /// The separators, for the lengths of non-ASCII ones.
  let separators: SeparatorSet

  /// Creates a reader of the `count` bytes at `base`.
  @inline(__always)
  init(
    base: UnsafePointer<UInt8>, count: Int, matcher: Matcher, separators: SeparatorSet,
    leadWords: UnsafePointer<UInt64>
  ) {
    self.base = base
    self.count = count
    lastPairStart = count &- 16
    lastTripleStart = count &- 24
    self.matcher = matcher
    self.constants = separators.digitConstants
    self.leadWords = leadWords
    self.separators = separators
  }

  /// Reads the pieces from `pieceStart` on while each one's separator is in the words read from
  /// its start, adding them to `total` and telling `sink` about each separator; returns where
  /// the general step is to look for the separator of the piece at `pieceStart` (no start byte
  /// comes before it).
  @inline(__always)
  func readPieces<Sink: SeparatorSink>(
    from pieceStart: inout Int, total: inout RunningTotal, sink: inout Sink
  ) -> Int {
    while true {
      while pieceStart <= lastPairStart {
        if let searchStart = readPieceInThreeWords(&pieceStart, &total, &sink) {
          return searchStart
        }
      }
      // Fewer than 16 bytes are left.
      guard pieceStart &+ 8 <= count else { return pieceStart }
      if let searchStart = readPieceInOneWord(&pieceStart, &total, &sink) {
        return searchStart
      }
    }
  }

  /// Reads the piece at `pieceStart`, at most ``lastPairStart``, when its separator is among
  /// its first 16 bytes, or its first 24 when they are inside the input, and returns `nil`;
  /// otherwise returns where the general step is to look for the separator.
  @inline(__always)
  func readPieceInThreeWords<Sink: SeparatorSink>(
    _ pieceStart: inout Int, _ total: inout RunningTotal, _ sink: inout Sink
  ) -> Int? {
    let first = word(at: pieceStart)
    let firstLanes = matcher.firstMatchedLane(first)
    if firstLanes != 0 {
      if !Alphabet.mayStartWithNonASCII && firstLanes & 0x80 != 0 {
        skipSeparatorRun(in: first, &pieceStart, total, &sink)
        return nil
      }
      let length = firstLanes.trailingZeroBitCount &>> 3
      let end = pieceStart &+ length
      let separatorLength = self.separatorLength(at: end)
      guard separatorLength > 0 else { return end }
      let value = PieceParser.value(lowestLanesOf: first, count: length, constants, leadWords)
      pass(value, separatorAt: end, length: separatorLength, &pieceStart, &total, &sink)
      return nil
    }
    let second = word(at: pieceStart &+ 8)
    let secondLanes = matcher.firstMatchedLane(second)
    if secondLanes != 0 {
      let length = secondLanes.trailingZeroBitCount &>> 3
      let end = pieceStart &+ 8 &+ length
      let separatorLength = self.separatorLength(at: end)
      guard separatorLength > 0 else { return end }
      let value = PieceParser.value(of: first, second, secondCount: length, constants, leadWords)
      pass(value, separatorAt: end, length: separatorLength, &pieceStart, &total, &sink)
      return nil
    }
    guard pieceStart <= lastTripleStart else { return pieceStart &+ 16 }
    let third = word(at: pieceStart &+ 16)
    let thirdLanes = matcher.firstMatchedLane(third)
    guard thirdLanes != 0 else { return pieceStart &+ 24 }
    let length = thirdLanes.trailingZeroBitCount &>> 3
    let end = pieceStart &+ 16 &+ length
    let separatorLength = self.separatorLength(at: end)
    guard separatorLength > 0 else { return end }
    let value = PieceParser.value(
      of: first, second, third, thirdCount: length, constants, leadWords)
    pass(value, separatorAt: end, length: separatorLength, &pieceStart, &total, &sink)
    return nil
  }

  /// Passes the run of ASCII separators that starts at `pieceStart`, the first lane of `word`:
  /// the empty pieces between them add nothing, so a run of up to eight costs one step, and
  /// `sink` is told about each separator with the same total.
  @inline(__always)
  func skipSeparatorRun<Sink: SeparatorSink>(
    in word: UInt64, _ pieceStart: inout Int, _ total: RunningTotal, _ sink: inout Sink
  ) {
    // Lanes 0 through r − 1 are separators and lane r is not: r is where the first clear high
    // bit is (8 when every lane is a separator).
    let run = (~matcher.matchedLanes(word) & SWAR.highBits).trailingZeroBitCount &>> 3
    var offset = pieceStart
    pieceStart &+= run
    while offset < pieceStart {
      offset &+= 1
      sink.passSeparator(endingAt: offset, total: total.value)
    }
  }

  /// Reads the piece at `pieceStart`, with at least 8 bytes of input from there, when its
  /// separator is among its first 8 bytes, and returns `nil`; otherwise returns where the
  /// general step is to look for the separator.
  @inline(__always)
  func readPieceInOneWord<Sink: SeparatorSink>(
    _ pieceStart: inout Int, _ total: inout RunningTotal, _ sink: inout Sink
  ) -> Int? {
    let first = word(at: pieceStart)
    let lanes = matcher.firstMatchedLane(first)
    guard lanes != 0 else { return pieceStart &+ 8 }
    let length = lanes.trailingZeroBitCount &>> 3
    let end = pieceStart &+ length
    let separatorLength = self.separatorLength(at: end)
    guard separatorLength > 0 else { return end }
    let value = PieceParser.value(lowestLanesOf: first, count: length, constants, leadWords)
    pass(value, separatorAt: end, length: separatorLength, &pieceStart, &total, &sink)
    return nil
  }

  /// The eight input bytes at `offset`, the first in the lowest lane.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// The length of the separator whose start byte is at `offset` (1 for an ASCII separator,
  /// known at compile time for ASCII start bytes), or 0 when that byte is the lead byte of a
  /// scalar that is not a separator.
  @inline(__always)
  func separatorLength(at offset: Int) -> Int {
    guard Alphabet.mayStartWithNonASCII, base[offset] >= 0x80 else { return 1 }
    return separators.nonASCIISeparatorLength(
      in: UnsafeBufferPointer(start: base, count: count), at: offset)
  }

  /// Adds a piece's `value` to `total`, moves `pieceStart` past its separator of `length`
  /// bytes at `end`, and tells `sink` about the separator.
  @inline(__always)
  func pass<Sink: SeparatorSink>(
    _ value: Int64, separatorAt end: Int, length: Int, _ pieceStart: inout Int,
    _ total: inout RunningTotal, _ sink: inout Sink
  ) {
    total.add(value)
    pieceStart = end &+ length
    sink.passSeparator(endingAt: pieceStart, total: total.value)
  }
}
