/// The fast path of ``PieceScanner``'s loop: reads each piece whose separator is an ASCII byte
/// among the 8, 16 or 24 bytes loaded from the piece's start, from those same words.
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

  /// Creates a reader of the `count` bytes at `base`.
  @inline(__always)
  init(
    base: UnsafePointer<UInt8>, count: Int, matcher: Matcher, constants: DigitConstants,
    leadWords: UnsafePointer<UInt64>
  ) {
    self.base = base
    self.count = count
    lastPairStart = count &- 16
    lastTripleStart = count &- 24
    self.matcher = matcher
    self.constants = constants
    self.leadWords = leadWords
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
      let length = firstLanes.trailingZeroBitCount &>> 3
      let end = pieceStart &+ length
      guard isASCIISeparator(at: end) else { return end }
      let value = PieceParser.value(lowestLanesOf: first, count: length, constants, leadWords)
      pass(value, separatorAt: end, &pieceStart, &total, &sink)
      return nil
    }
    let second = word(at: pieceStart &+ 8)
    let secondLanes = matcher.firstMatchedLane(second)
    if secondLanes != 0 {
      let length = secondLanes.trailingZeroBitCount &>> 3
      let end = pieceStart &+ 8 &+ length
      guard isASCIISeparator(at: end) else { return end }
      let value = PieceParser.value(of: first, second, secondCount: length, constants, leadWords)
      pass(value, separatorAt: end, &pieceStart, &total, &sink)
      return nil
    }
    guard pieceStart <= lastTripleStart else { return pieceStart &+ 16 }
    let third = word(at: pieceStart &+ 16)
    let thirdLanes = matcher.firstMatchedLane(third)
    guard thirdLanes != 0 else { return pieceStart &+ 24 }
    let length = thirdLanes.trailingZeroBitCount &>> 3
    let end = pieceStart &+ 16 &+ length
    guard isASCIISeparator(at: end) else { return end }
    let value = PieceParser.value(
      of: first, second, third, thirdCount: length, constants, leadWords)
    pass(value, separatorAt: end, &pieceStart, &total, &sink)
    return nil
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
    guard isASCIISeparator(at: end) else { return end }
    let value = PieceParser.value(lowestLanesOf: first, count: length, constants, leadWords)
    pass(value, separatorAt: end, &pieceStart, &total, &sink)
    return nil
  }

  /// The eight input bytes at `offset`, the first in the lowest lane.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// Whether the start byte at `offset` is a separator of its own, not the lead byte of a
  /// non-ASCII separator that needs decoding (known at compile time for ASCII start bytes).
  @inline(__always)
  func isASCIISeparator(at offset: Int) -> Bool {
    !Alphabet.mayStartWithNonASCII || base[offset] < 0x80
  }

  /// Adds a piece's `value` to `total`, moves `pieceStart` past its one-byte separator at
  /// `end`, and tells `sink` about the separator.
  @inline(__always)
  func pass<Sink: SeparatorSink>(
    _ value: Int64, separatorAt end: Int, _ pieceStart: inout Int, _ total: inout RunningTotal,
    _ sink: inout Sink
  ) {
    total.add(value)
    pieceStart = end &+ 1
    sink.passSeparator(endingAt: pieceStart, total: total.value)
  }
}
