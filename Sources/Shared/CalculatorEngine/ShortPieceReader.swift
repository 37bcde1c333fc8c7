/// The fast path of ``PieceScanner``'s loop: reads each piece that ends among the 8, 16 or 24
/// bytes loaded from its start, from those same words, and passes a run of ASCII separators
/// after a number a word at a time.
///
/// A piece's end is found as the first lane that is not a digit, once the piece's first word is
/// XORed with its lead word (which turns a sign into a zero digit): when a separator is there,
/// every byte before it is a digit and the piece's value is converted without more checks
/// (``DigitWords``); when something else is, the piece is not a number and only its separator
/// is looked for. So one word operation both finds the end and validates the piece.
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
  /// The words of ``PieceParser/leadByteWords``.
  let leadWords: UnsafePointer<UInt64>
  /// The separators, for the lengths of non-ASCII ones.
  let separators: SeparatorSet
  /// The base of the separators' ``SeparatorSet/startByteTable``, read only when
  /// `Alphabet.mayStartWithNonASCII`, for which the table is never empty.
  let table: UnsafePointer<UInt64>

  /// Creates a reader of the `count` bytes at `base`.
  @inline(__always)
  init(
    base: UnsafePointer<UInt8>, count: Int, matcher: Matcher, separators: SeparatorSet,
    leadWords: UnsafePointer<UInt64>, table: UnsafePointer<UInt64>
  ) {
    self.base = base
    self.count = count
    lastPairStart = count &- 16
    lastTripleStart = count &- 24
    self.matcher = matcher
    self.constants = separators.digitConstants
    self.leadWords = leadWords
    self.separators = separators
    self.table = table
  }

  /// Reads the pieces from `pieceStart` on while each one ends in the words read from its
  /// start, adding them to `total` and telling `sink` about each separator; returns where the
  /// general step is to look for the separator of the piece at `pieceStart` (no separator comes
  /// before it).
  @inline(__always)
  func readPieces<Sink: SeparatorSink>(
    from pieceStart: inout Int, total: inout RunningTotal, sink: inout Sink
  ) -> Int {
    while true {
      while pieceStart <= lastPairStart {
        let searchStart = readPiece(&pieceStart, &total, &sink)
        if _slowPath(searchStart != nil), let searchStart { return searchStart }
      }
      // Fewer than 16 bytes are left.
      guard pieceStart &+ 8 <= count else { return pieceStart }
      let first = word(at: pieceStart)
      let lead = Int(truncatingIfNeeded: first & 0xFF)
      let head = first ^ leadWords[lead]
      let ends = endLanes(head, first)
      guard ends != 0 else { return pieceStart &+ 8 }
      if let searchStart = readShortPiece(
        first, head, lead, ends, &pieceStart, &total, &sink, nearEnd: true)
      {
        return searchStart
      }
    }
  }

  /// Reads the piece at `pieceStart`, at most ``lastPairStart``, when it ends among its first
  /// 16 bytes, or its first 24 when they are inside the input, and returns `nil`; otherwise
  /// returns where the general step is to look for its separator.
  @inline(__always)
  func readPiece<Sink: SeparatorSink>(
    _ pieceStart: inout Int, _ total: inout RunningTotal, _ sink: inout Sink
  ) -> Int? {
    let first = word(at: pieceStart)
    let lead = Int(truncatingIfNeeded: first & 0xFF)
    let head = first ^ leadWords[lead]
    let headEnds = endLanes(head, first)
    if _fastPath(headEnds != 0) {
      return readShortPiece(
        first, head, lead, headEnds, &pieceStart, &total, &sink, nearEnd: false)
    }
    let second = word(at: pieceStart &+ 8)
    let middle = second ^ constants.zeros
    let middleEnds = endLanes(middle, second)
    if _fastPath(middleEnds != 0) {
      let endBit = middleEnds.trailingZeroBitCount
      let end = pieceStart &+ 8 &+ (endBit &>> 3)
      let length = separatorLength(at: end)
      guard length > 0 else { return end &+ 1 }
      let sign = leadWords[256 &+ lead]
      let value = DigitWords.value(head, middle, endBit: endBit, sign: sign, constants)
      pass(value, separatorAt: end, length: length, &pieceStart, &total, &sink)
      return nil
    }
    guard pieceStart <= lastTripleStart else { return pieceStart &+ 16 }
    let third = word(at: pieceStart &+ 16)
    let rest = third ^ constants.zeros
    let restEnds = endLanes(rest, third)
    guard restEnds != 0 else { return pieceStart &+ 24 }
    let endBit = restEnds.trailingZeroBitCount
    let end = pieceStart &+ 16 &+ (endBit &>> 3)
    let length = separatorLength(at: end)
    guard length > 0 else { return end &+ 1 }
    let sign = leadWords[256 &+ lead]
    let value = DigitWords.value(head, middle, rest, endBit: endBit, sign: sign, constants)
    pass(value, separatorAt: end, length: length, &pieceStart, &total, &sink)
    return nil
  }

  /// Reads the piece at `pieceStart` that ends in its first word, `first`, at the lowest lane of
  /// `ends`, and returns `nil`, or returns where the general step is to look for its separator.
  ///
  /// - Parameters:
  ///   - first: The eight bytes at `pieceStart`.
  ///   - head: `first` XORed with the lead word of its first byte, `lead`.
  ///   - lead: The piece's first byte.
  ///   - ends: ``endLanes(_:_:)`` of `head`, not 0.
  ///   - pieceStart: The piece's offset, moved past its separator when the piece is read.
  ///   - total: The sum so far, to which the piece's value is added.
  ///   - sink: Told about the separator.
  ///   - nearEnd: Whether `pieceStart` may be past ``lastPairStart``; when it is not, eight
  ///     bytes after the piece's separator are known to be inside the input.
  /// - Returns: `nil`, or where the general step is to look for the separator.
  @inline(__always)
  func readShortPiece<Sink: SeparatorSink>(
    _ first: UInt64, _ head: UInt64, _ lead: Int, _ ends: UInt64, _ pieceStart: inout Int,
    _ total: inout RunningTotal, _ sink: inout Sink, nearEnd: Bool
  ) -> Int? {
    let pieceLength = ends.trailingZeroBitCount &>> 3
    let end = pieceStart &+ pieceLength
    // Away from the end, 16 bytes from `pieceStart` are inside the input.
    let length = separatorLength(at: end, hasRoom: !nearEnd)
    if length > 0 {
      let value = DigitWords.value(
        head, scale: leadWords[512 &+ pieceLength], sign: leadWords[256 &+ lead], constants)
      pass(value, separatorAt: end, length: length, &pieceStart, &total, &sink)
      // Empty pieces mostly come in runs: after a number, one byte tells whether one starts.
      if !Alphabet.mayStartWithNonASCII && (!nearEnd || pieceStart &+ 8 <= count)
        && matcher.matches(base[pieceStart])
      {
        skipSeparatorRun(&pieceStart, total, &sink)
      }
      return nil
    }
    // Not a number. With ASCII start bytes, none comes before `end` or is at it, so the first
    // start byte of `first` is the piece's separator; otherwise the general step looks for it.
    guard !Alphabet.mayStartWithNonASCII else { return end &+ 1 }
    let lanes = matcher.firstMatchedLane(first, constants)
    if _slowPath(lanes == 0) { return pieceStart &+ 8 }
    pieceStart &+= (lanes.trailingZeroBitCount &>> 3) &+ 1
    sink.passSeparator(endingAt: pieceStart, total: total.value)
    return nil
  }

  /// Returns a word whose lowest set bit is bit 7 of the first lane of `digits` that can end a
  /// piece (not an ASCII digit, or a start byte when separators may be digits or signs), or 0
  /// when none can; higher bits may be wrong.
  ///
  /// - Parameters:
  ///   - digits: Input bytes XORed with `"0"` (the first word of a piece with its lead word).
  ///   - bytes: The same input bytes.
  /// - Returns: The lanes that may end the piece, the first exactly.
  @inline(__always)
  func endLanes(_ digits: UInt64, _ bytes: UInt64) -> UInt64 {
    // A lane is a digit when its value is below 0x0A: bit 7 is clear and adding 0x76 does not
    // set it. A carry out of a lane only happens from a lane that is already flagged.
    let nonDigits = (digits | (digits &+ constants.digitBias)) & constants.highBits
    guard Alphabet.mayIncludeDigitsOrSigns else { return nonDigits }
    return nonDigits | matcher.firstMatchedLane(bytes, constants)
  }

  /// Passes the run of ASCII separators that starts at `pieceStart`, with eight bytes of input
  /// from there, a word at a time: the empty pieces between them add nothing, and `sink` is
  /// told about each separator with the same total.
  @inline(__always)
  func skipSeparatorRun<Sink: SeparatorSink>(
    _ pieceStart: inout Int, _ total: RunningTotal, _ sink: inout Sink
  ) {
    while true {
      let run = matcher.runLength(word(at: pieceStart), constants)
      var offset = pieceStart
      pieceStart &+= run
      while offset < pieceStart {
        offset &+= 1
        sink.passSeparator(endingAt: offset, total: total.value)
      }
      guard run == 8 && pieceStart &+ 8 <= count else { return }
    }
  }

  /// The eight input bytes at `offset`, the first in the lowest lane.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// The length of the separator that starts at `offset`, inside the input, or 0 when none
  /// does: a comparison of one byte for ASCII start bytes, a look-up in the table otherwise
  /// (`hasRoom` when four bytes from `offset` are inside the input).
  @inline(__always)
  func separatorLength(at offset: Int, hasRoom: Bool = false) -> Int {
    guard Alphabet.mayStartWithNonASCII else { return matcher.matches(base[offset]) ? 1 : 0 }
    return separators.length(
      at: offset, in: UnsafeBufferPointer(start: base, count: count), table: table,
      hasRoom: hasRoom)
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
