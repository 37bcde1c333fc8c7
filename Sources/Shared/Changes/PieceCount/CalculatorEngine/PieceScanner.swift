/// The single pass over the input's UTF-8 that splits it at separators and sums the pieces.
package enum PieceScanner {
  /// Returns `total` plus the sum and count of the pieces of `bytes` from `start` on, telling
  /// `sink` about every separator passed.
  ///
  /// `start` must be 0 or an offset just after a separator (a piece starts there).
  ///
  /// - Parameters:
  ///   - bytes: The input's UTF-8.
  ///   - start: The offset to scan from.
  ///   - total: The sum and count of the pieces before `start`.
  ///   - separators: The separators.
  ///   - sink: Told the offset after each separator and the sum and count of the pieces before
  ///     it.
  /// - Returns: The sum and count of all the pieces.
  /// - Complexity: O(*n* − `start`).
  package static func sum<Sink: SeparatorSink>(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: RunningTotal,
    separators: SeparatorSet, sink: inout Sink
  ) -> RunningTotal {
    sumPickingAlphabet(of: bytes, from: start, total: total, separators: separators, sink: &sink)
  }

  /// ``sum(of:from:total:separators:sink:)`` for a sum that records nothing.
  ///
  /// The model calls the scanner from another module, where a generic function cannot be
  /// specialised; these two overloads are the scanner specialised here, for the two sinks the
  /// model uses, so that its calls run the specialised loop (about half the instructions a byte
  /// of the generic one).
  package static func sum(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: RunningTotal,
    separators: SeparatorSet, sink: inout DiscardingSink
  ) -> RunningTotal {
    sumPickingAlphabet(of: bytes, from: start, total: total, separators: separators, sink: &sink)
  }

  /// ``sum(of:from:total:separators:sink:)`` recording checkpoints.
  package static func sum(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: RunningTotal,
    separators: SeparatorSet, sink: inout Checkpoints
  ) -> RunningTotal {
    sumPickingAlphabet(of: bytes, from: start, total: total, separators: separators, sink: &sink)
  }

  /// Picks the alphabet (ASCII start bytes, any, or separators that may be digits or signs),
  /// then the matcher; inlined into each entry point, so each is specialised for its own sink.
  @inline(__always)
  private static func sumPickingAlphabet<Sink: SeparatorSink>(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: RunningTotal,
    separators: SeparatorSet, sink: inout Sink
  ) -> RunningTotal {
    let starts = separators.startBytes
    guard let last = starts.last else {
      let piece = PieceParser.piece(of: bytes, from: start, to: bytes.count)
      var total = total
      total.add(piece.value, counts: piece.counts)
      return total
    }
    if separators.includesDigitsOrSigns {
      return sum(of: bytes, from: start, total: total, separators, DigitStartBytes.self, &sink)
    }
    if last < 0x80 {
      return sum(of: bytes, from: start, total: total, separators, ASCIIStartBytes.self, &sink)
    }
    return sum(of: bytes, from: start, total: total, separators, AnyStartBytes.self, &sink)
  }

  /// Picks the matcher for the number of start bytes.
  @inline(__always)
  private static func sum<Sink: SeparatorSink, Alphabet: StartByteAlphabet>(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: RunningTotal,
    _ separators: SeparatorSet, _ alphabet: Alphabet.Type, _ sink: inout Sink
  ) -> RunningTotal {
    let starts = separators.startBytes
    switch starts.count {
    case 1:
      let matcher = OneByteMatcher(starts[0])
      return scan(bytes, start, total, matcher, alphabet, separators, &sink)
    case 2:
      let matcher = TwoByteMatcher(starts[0], starts[1])
      return scan(bytes, start, total, matcher, alphabet, separators, &sink)
    case 3, 4:
      let matcher = FourByteMatcher(starts)
      return scan(bytes, start, total, matcher, alphabet, separators, &sink)
    default:
      return separators.startByteTable.withUnsafeBufferPointer { table in
        guard let address = table.baseAddress else { return total }
        let matcher = TableMatcher(table: address)
        return scan(bytes, start, total, matcher, alphabet, separators, &sink)
      }
    }
  }

  /// The scanning loop, specialised for each matcher, alphabet and sink.
  ///
  /// Most pieces are short, so the loop reads the eight bytes at the start of the current piece
  /// and, when the piece ends among them, reads its value from that same word; when it does
  /// not, it reads the next eight bytes, and the eight after them, and does the same for a
  /// piece of up to 23 bytes (``ShortPieceReader``). Longer pieces, words that are not numbers
  /// when the separators are not all ASCII, and the last bytes of the input take the general
  /// step, ``nextSeparator(_:from:_:_:_:)``.
  @inline(__always)
  private static func scan<
    Matcher: StartByteMatcher, Alphabet: StartByteAlphabet, Sink: SeparatorSink
  >(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ initial: RunningTotal,
    _ matcher: Matcher, _ alphabet: Alphabet.Type, _ separators: SeparatorSet,
    _ sink: inout Sink
  ) -> RunningTotal {
    guard let base = bytes.baseAddress, start <= bytes.count else { return initial }
    return PieceParser.leadByteWords.withUnsafeBufferPointer { leadWords in
      separators.startByteTable.withUnsafeBufferPointer { table in
        // The table is read only for alphabets that need it, for which it is never empty.
        guard let leadWords = leadWords.baseAddress,
          let table = table.baseAddress ?? (Alphabet.mayStartWithNonASCII ? nil : leadWords)
        else { return initial }
        let reader = ShortPieceReader<Matcher, Alphabet>(
          base: base, count: bytes.count, matcher: matcher, separators: separators,
          leadWords: leadWords, table: table)
        return scan(bytes, from: start, initial, reader, alphabet, separators, &sink)
      }
    }
  }

  /// The loop of ``scan(_:_:_:_:_:_:_:)``: the fast path while it can, the general step when
  /// it cannot.
  @inline(__always)
  private static func scan<
    Matcher: StartByteMatcher, Alphabet: StartByteAlphabet, Sink: SeparatorSink
  >(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ initial: RunningTotal,
    _ reader: ShortPieceReader<Matcher, Alphabet>, _ alphabet: Alphabet.Type,
    _ separators: SeparatorSet, _ sink: inout Sink
  ) -> RunningTotal {
    var total = initial
    var pieceStart = start
    while true {
      // Where the general step looks for the separator: no separator comes before it.
      let searchStart = reader.readPieces(from: &pieceStart, total: &total, sink: &sink)
      let (end, separatorLength) = nextSeparator(
        bytes, from: searchStart, reader.matcher, alphabet, separators)
      let piece = PieceParser.piece(of: bytes, from: pieceStart, to: end)
      total.add(piece.value, counts: piece.counts)
      guard separatorLength > 0 else { break }
      pieceStart = end &+ separatorLength
      sink.passSeparator(endingAt: pieceStart, total: total.value, count: total.count)
    }
    return total
  }

  /// Returns the offset and length of the first separator at or after `start`, or the input's
  /// length and 0 when there is none.
  @inline(never)
  private static func nextSeparator<Matcher: StartByteMatcher, Alphabet: StartByteAlphabet>(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ matcher: Matcher,
    _ alphabet: Alphabet.Type, _ separators: SeparatorSet
  ) -> (Int, Int) {
    guard let base = bytes.baseAddress else { return (bytes.count, 0) }
    let count = bytes.count
    var wordStart = start
    while wordStart < count {
      var lanes: UInt64
      if wordStart &+ 8 <= count {
        lanes = matcher.matchedLanes(
          UInt64(
            littleEndian: UnsafeRawPointer(base).loadUnaligned(
              fromByteOffset: wordStart, as: UInt64.self)))
      } else {
        let remaining = count &- wordStart
        let valid = UInt64.max &>> (UInt64(truncatingIfNeeded: 8 &- remaining) &* 8)
        lanes = matcher.matchedLanes(tailWord(base, count: count, remaining: remaining)) & valid
      }
      while lanes != 0 {
        let position = wordStart &+ (lanes.trailingZeroBitCount &>> 3)
        lanes &= lanes &- 1
        guard Alphabet.mayStartWithNonASCII && base[position] >= 0x80 else {
          return (position, 1)
        }
        let length = separators.nonASCIISeparatorLength(in: bytes, at: position)
        if length > 0 {
          return (position, length)
        }
      }
      wordStart &+= 8
    }
    return (count, 0)
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

/// What a separator set's start bytes may be, known at compile time so that the scan of the
/// common sets has no check for the rare ones.
package protocol StartByteAlphabet {
  /// Whether a matched start byte may be a lead byte that needs decoding, or is looked up in
  /// ``SeparatorSet/startByteTable`` for another reason.
  static var mayStartWithNonASCII: Bool { get }

  /// Whether a separator may be an ASCII digit, `+` or `-`, which a number's bytes can be.
  static var mayIncludeDigitsOrSigns: Bool { get }
}

extension StartByteAlphabet {
  /// No separator is a digit or a sign.
  package static var mayIncludeDigitsOrSigns: Bool { false }
}

/// Start bytes that are all ASCII separators.
package enum ASCIIStartBytes: StartByteAlphabet {
  package static var mayStartWithNonASCII: Bool { false }
}

/// Start bytes that include lead bytes of non-ASCII separators.
package enum AnyStartBytes: StartByteAlphabet {
  package static var mayStartWithNonASCII: Bool { true }
}

/// Start bytes of any kind, among them an ASCII digit, `+` or `-`, so that a piece's digits or
/// sign may be a separator.
package enum DigitStartBytes: StartByteAlphabet {
  package static var mayStartWithNonASCII: Bool { true }
  package static var mayIncludeDigitsOrSigns: Bool { true }
}
