import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct SeparatorSetTests {
  @Test func emptyTokenHasNoSeparators() {
    let set = SeparatorSet(token: "")
    #expect(set.isEmpty)
    #expect(set.startBytes.isEmpty)
    #expect(!set.contains(","))
  }

  @Test func separatorsAreScalarsNotCharacters() {
    let set = SeparatorSet(token: "\r\ne\u{301}😀")
    for scalar in "\r\ne\u{301}😀".unicodeScalars {
      #expect(set.contains(scalar))
    }
    #expect(!set.contains("\u{E9}"))
    #expect(!set.contains("\u{F600}"))
    #expect(set.nonASCIIScalars == [0x301, 0x1F600])
  }

  @Test func startBytesAreASCIISeparatorsAndLeadBytes() {
    let set = SeparatorSet(token: ";,é😀\u{301}😁")
    // "é" is C3 A9, U+0301 is CC 81, the emoji start with F0.
    #expect(set.startBytes == [0x2C, 0x3B, 0xC3, 0xCC, 0xF0])
    #expect(set.isStartByte(0xF0))
    #expect(!set.isStartByte(0xA9))
  }

  @Test func repeatedScalarsAreStoredOnce() {
    let set = SeparatorSet(token: "😀,😀,")
    #expect(set.nonASCIIScalars == [0x1F600])
    #expect(set.startBytes == [0x2C, 0xF0])
  }

  @Test(arguments: ["\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"])
  func nonASCIISeparatorLengthIsTheEncodedLength(_ text: String) throws {
    let scalar = try #require(text.unicodeScalars.first)
    let set = SeparatorSet(token: text)
    let bytes = Array(("x" + text + "x").utf8)
    let length = bytes.withUnsafeBufferPointer { set.nonASCIISeparatorLength(in: $0, at: 1) }
    #expect(length == text.utf8.count)
    #expect(set.contains(scalar))
  }

  @Test func aLeadByteOfAnotherScalarIsNotASeparator() {
    let set = SeparatorSet(token: "😀")
    let bytes = Array("😁".utf8)
    #expect(bytes.withUnsafeBufferPointer { set.nonASCIISeparatorLength(in: $0, at: 0) } == 0)
  }

  /// The set edited keystroke by keystroke equals the set made afresh from each token, through
  /// the table's threshold of four start bytes and the counted length both ways, and repeated
  /// scalars.
  @Test func anEditedSetEqualsTheSetOfTheNewToken() {
    let alphabet: [Unicode.Scalar] = [
      ",", ";", "-", "1", "é", "\u{301}", "·", "😀", "😁", "\u{10FFFF}", "\u{7FF}", "\u{800}",
    ]
    var random = SplitMix64(seed: 0x5E7)
    var token: [Unicode.Scalar] = []
    var separators = SeparatorSet(token: "")
    let steps = LongTests.steps(short: 1_000, long: 30_000)
    for step in 0..<steps {
      // The token grows past the length whose scalars are counted, then shrinks below it.
      let growing = step < steps / 2
      let old = String(String.UnicodeScalarView(token))
      let lower = Int.random(in: 0...token.count, using: &random)
      let upper = Int.random(
        in: lower...min(token.count, lower + (growing ? 1 : 4)), using: &random)
      let added = (0..<Int.random(in: 0...(growing ? 3 : 1), using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      token.replaceSubrange(lower..<upper, with: added)
      let new = String(String.UnicodeScalarView(token))
      separators.update(from: old, to: new)
      let fresh = SeparatorSet(token: new)
      #expect(separators.startBytes == fresh.startBytes)
      #expect(separators.nonASCIIScalars == fresh.nonASCIIScalars)
      #expect(separators.startByteTable == fresh.startByteTable)
      #expect(separators.multiplicities == fresh.multiplicities)
      #expect(
        (UInt8.min...UInt8.max).allSatisfy { separators.isStartByte($0) == fresh.isStartByte($0) })
    }
  }

  @Test func aLargeChangeRebuildsTheSet() {
    var separators = SeparatorSet(token: ",")
    let pasted = String(repeating: "é;", count: 1_000)
    separators.update(from: ",", to: pasted)
    #expect(separators.startBytes == [0x3B, 0xC3])
    #expect(separators.nonASCIIScalars == [0xE9])
    separators.update(from: pasted, to: pasted + "😀")
    #expect(separators.startBytes == [0x3B, 0xC3, 0xF0])
  }

  @Test func theSharedEndsStopAtScalarBoundaries() {
    // "é" (C3 A9) and "ê" (C3 AA) share their lead byte; the difference is the whole scalar.
    let ends = Array("aé,b".utf8).withUnsafeBufferPointer { before in
      Array("aê,b".utf8).withUnsafeBufferPointer { after in
        SeparatorSet.sharedEnds(before, after)
      }
    }
    #expect(ends.prefix == 1)
    #expect(ends.suffix == 2)
  }

  /// Tokens whose separators need the table: of each UTF-8 length, sharing a lead byte with
  /// each other or with the text's scalars, and digits and signs.
  static let tableTokens = [
    "·", "—", "🙂", "،·—🙂", "·¸", "—–", "🙂🙃", "\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    ",;é😀", "0-", "+5", "abcde",
  ]

  @Test(arguments: tableTokens)
  func theTableGivesEachSeparatorsLengthAndNothingElse(_ token: String) throws {
    let set = SeparatorSet(token: token)
    let text = "1·¸°—–€🙂🙃😀é,;-+05\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}abcde،x"
    let bytes = Array(text.utf8)
    let separators = Set(token.unicodeScalars)
    var offset = 0
    for scalar in text.unicodeScalars {
      let expected = separators.contains(scalar) ? String(scalar).utf8.count : 0
      for hasRoom in [false, true] where !hasRoom || offset + 4 <= bytes.count {
        let length = try bytes.withUnsafeBufferPointer { buffer in
          try set.startByteTable.withUnsafeBufferPointer { table in
            set.length(
              at: offset, in: buffer, table: try #require(table.baseAddress), hasRoom: hasRoom)
          }
        }
        #expect(length == expected, "\(scalar.debugDescription) in \(token.debugDescription)")
      }
      offset += String(scalar).utf8.count
    }
  }

  @Test func onlySetsThatNeedTheTableHaveOne() {
    #expect(SeparatorSet(token: ",").startByteTable.isEmpty)
    #expect(SeparatorSet(token: ",; \t").startByteTable.isEmpty)
    #expect(SeparatorSet(token: ",; \t:").startByteTable.count == 256)
    #expect(SeparatorSet(token: "·").startByteTable.count == 256)
    #expect(SeparatorSet(token: "-").startByteTable.count == 256)
    #expect(SeparatorSet(token: "7").includesDigitsOrSigns)
    #expect(!SeparatorSet(token: ",;./").includesDigitsOrSigns)
  }

  @Test func aTokenThatChangesBetweenCallsIsFollowedExactly() {
    // Each token needs another path of the scanner: one ASCII separator, two, a table, a
    // non-ASCII one, a shared lead byte, digits; the token grows past 64 bytes and shrinks.
    let long = String(repeating: "x", count: 70)
    let tokens = [",", ",;", ",;:/ ", "·", "·¸", "5", long + "·", long + "·¸", long + ",", ""]
    let input = "12,3;4·5¸6 7:8/9-1" + String(repeating: "·22¸,333;4", count: 30) + "5x6"
    var sum = IncrementalSum(token: "")
    for token in tokens + tokens.reversed() {
      sum.token = token
      #expect(sum.sum(of: input) == referenceSum(of: input, token: token), "\(token)")
    }
  }
}
