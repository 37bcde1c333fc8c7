import SeededRandom
import Testing
import TextEditing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

/// Applies an edit to `field`, then sums the field's new text with `sum`, as a controller does
/// when the field reports the edit.
private func sum(
  _ sum: inout IncrementalSum, _ field: inout SimulatedField,
  _ edit: (inout SimulatedField) -> EditedText
) -> Int128 {
  let change = edit(&field)
  return sum.sum(of: change.text, after: change.edit)
}

struct IncrementalSumTests {
  @Test func aWholeScanAndThePlainFunctionAgree() {
    var engine = IncrementalSum(token: ",😀")
    #expect(engine.sum(of: "1😀2,3") == 6)
    #expect(Calculator.sum(of: "1😀2,3", token: ",😀") == 6)
  }

  @Test func settingTheSameTokenKeepsWhatWasRead() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste(String(repeating: "1,", count: 20)) }
    engine.token = ","
    let before = engine.scannedByteCount
    #expect(sum(&engine, &field) { $0.type("2") } == 22)
    #expect(engine.scannedByteCount - before == 1)
  }

  @Test func typingAtTheEndReadsOnlyTheKeysTyped() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    for key in Array("12,345,6789,-1,,x,42") {
      let before = engine.scannedByteCount
      let change = field.type(String(key))
      #expect(
        engine.sum(of: change.text, after: change.edit) == referenceSum(of: change.text, token: ",")
      )
      #expect(engine.lastScanStart == change.text.utf8.count - 1)
      #expect(engine.scannedByteCount - before == 1)
    }
  }

  @Test func typingAtTheEndOfAThousandDigitPieceReadsOneByteAKey() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("1,") }
    let before = engine.scannedByteCount
    for digits in 1...1000 {
      // Nineteen 5s still fit in `Int64`; twenty do not, and the piece is ignored from then on.
      let piece: Int128 = digits <= 19 ? Int128(String(repeating: "5", count: digits)) ?? 0 : 0
      #expect(sum(&engine, &field) { $0.type("5") } == 1 + piece)
    }
    #expect(engine.scannedByteCount - before == 1000)
    // Deleting back inside the long piece reads at most 19 significant digits again.
    for _ in 0..<982 {
      _ = sum(&engine, &field) { $0.deleteBackward() }
    }
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 1 + 55_555_555_555_555_555)
    #expect(engine.scannedByteCount - before < 1000 + 19 * 983)
  }

  @Test(arguments: [
    "+0000000000000000000000000000009", "-9223372036854775808", "9223372036854775808",
    "00012x3", "--1", "+", "-0", "١٢", "1e\u{301}",
  ])
  func theLastPieceKeyByKeyAndBackAgreesWithThePlainFunction(_ piece: String) {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField(text: "")
    _ = sum(&engine, &field) { $0.paste("5,") }
    for scalar in piece.unicodeScalars {
      let total = sum(&engine, &field) { $0.type(String(scalar)) }
      #expect(total == referenceSum(of: field.text, token: ","), "typing \(field.text)")
    }
    while !field.text.isEmpty {
      let total = sum(&engine, &field) { $0.deleteBackward() }
      #expect(total == referenceSum(of: field.text, token: ","), "deleting to \(field.text)")
    }
  }

  @Test func deletingAtTheEndResumesAtTheLastSeparator() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("11,22,33,44,55,66,77") }
    while !field.text.isEmpty {
      let change = field.deleteBackward()
      #expect(
        engine.sum(of: change.text, after: change.edit) == referenceSum(of: change.text, token: ",")
      )
    }
  }

  @Test func deletingACharacterThatHoldsASeparatorDropsItsCheckpoint() {
    var engine = IncrementalSum(token: "\u{301}")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("1234567890123456,7e\u{301}") }
    #expect(sum(&engine, &field) { $0.type("5") } == 5)
    // "5" goes, then "é" (e + U+0301) goes whole: the separator with it.
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 0)
    let change = field.deleteBackward()
    #expect(change.text == "1234567890123456,7")
    #expect(engine.sum(of: change.text, after: change.edit) == 0)
    #expect(engine.lastScanStart == 0)
  }

  @Test func typingACombiningSeparatorAfterACharacterSplitsThere() {
    var engine = IncrementalSum(token: "\u{301}")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("1000000000000000000,5") }
    // U+0301 joins "5" into one Character, but it is its own separator scalar.
    #expect(sum(&engine, &field) { $0.type("\u{301}") } == 0)
    #expect(sum(&engine, &field) { $0.type("7") } == 7)
    #expect(engine.lastScanStart == field.text.utf8.count - 1)
  }

  @Test func aTokenChangeMakesTheNextEditScanEverything() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("1,2,3;4;5,6,7,8,9,10") }
    engine.token = ";"
    #expect(sum(&engine, &field) { $0.type("0") } == 4)
    #expect(engine.lastScanStart == 0)
  }

  @Test func anUnreportedChangeOfAnotherLengthIsSeenAndScannedWhole() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("1,2,3,4,5,6,7,8,9") }
    field.setFromCode("10,20,30,40,50,60,7")
    #expect(sum(&engine, &field) { $0.type("0") } == 10 + 20 + 30 + 40 + 50 + 60 + 70)
    #expect(engine.lastScanStart == 0)
    #expect(sum(&engine, &field) { $0.type("1") } == 10 + 20 + 30 + 40 + 50 + 60 + 701)
    #expect(engine.lastScanStart == 20)
  }

  @Test func anUnreportedChangeOfTheSameLengthBeforeTheEditIsNotSeen() {
    // The documented limit: only reading the whole input could see it, so the caller promises
    // to report every change, and the answer is the sum of the text last summed, edited.
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.paste("1,2") }
    field.setFromCode("5,2")
    #expect(sum(&engine, &field) { $0.type("0") } == 1 + 20)
  }

  @Test(arguments: [
    ("range past the end", "1,2,3", TextEdit(range: 9..<9, replacementString: "3")),
    ("lengths that do not add up", "1,2", TextEdit(range: 3..<3, replacementString: "0")),
    ("a replacement that is not there", "1,7", TextEdit(range: 2..<3, replacementString: "8")),
    ("an inverted past-the-end range", "", TextEdit(range: 4..<5, replacementString: "")),
  ])
  func aMadeUpEditIsAnsweredByAWholeScan(_ name: String, input: String, edit: TextEdit) {
    var engine = IncrementalSum(token: ",")
    _ = engine.sum(of: "1,2")
    #expect(engine.sum(of: input, after: edit) == referenceSum(of: input, token: ","))
    #expect(engine.lastScanStart == 0)
  }

  @Test func typingAWholeInputKeyByKeyReadsEachByteAboutOnce() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    var random = SplitMix64(seed: 99)
    while field.text.utf8.count < 1 << 16 {
      let key = random.below(5) == 0 ? "," : String(random.below(10))
      _ = sum(&engine, &field) { $0.type(key) }
    }
    #expect(engine.sum(of: field.text) == referenceSum(of: field.text, token: ","))
    #expect(engine.scannedByteCount < 4 * field.text.utf8.count)
  }

  @Test func aLongPasteIsAPlainPassThatRecordsOnlyTheLastSeparator() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    let text = String(repeating: "12,", count: 2000) + "5"
    #expect(sum(&engine, &field) { $0.paste(text) } == 12 * 2000 + 5)
    #expect(engine.lastScanStart == 0)
    // Typing continues the last piece, which the plain pass read.
    #expect(sum(&engine, &field) { $0.type("6") } == 12 * 2000 + 56)
    #expect(engine.lastScanStart == 6001)
    // Deleting back past the last separator scans the unrecorded part once, recording every
    // separator ...
    _ = sum(&engine, &field) { $0.deleteBackward() }
    _ = sum(&engine, &field) { $0.deleteBackward() }
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 12 * 1999 + 12)
    // The paste's first separator was found reading the pasted text as the end of the (empty)
    // last piece; the plain pass began after it.
    #expect(engine.lastScanStart == 3)
    // ... so that the next deletions resume from the separators it recorded.
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 12 * 1999 + 1)
    _ = sum(&engine, &field) { $0.deleteBackward() }
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 12 * 1998 + 12)
    #expect(engine.lastScanStart == 5994)
  }

  @Test func deletingALongPasteKeyByKeyReadsEachByteAFewTimes() {
    var engine = IncrementalSum(token: ",")
    var field = SimulatedField()
    var random = SplitMix64(seed: 7)
    var text = ""
    while text.utf8.count < 1 << 16 {
      text += random.below(4) == 0 ? "," : String(random.below(10))
    }
    _ = sum(&engine, &field) { $0.paste(text) }
    var step = 0
    while !field.text.isEmpty {
      let total = sum(&engine, &field) { $0.deleteBackward() }
      step += 1
      if step % 4099 == 0 {
        #expect(total == Calculator.sum(of: field.text, token: ","))
      }
    }
    #expect(engine.scannedByteCount < 8 * text.utf8.count)
  }
}
