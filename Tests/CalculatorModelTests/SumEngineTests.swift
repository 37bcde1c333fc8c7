import Testing
import TextEditing

@testable import CalculatorModel

/// A text field's text and stamps, without the view kit: what `TextField` publishes for each
/// user edit.
struct SimulatedField {
  var text = ""
  var stamp = TextStamps.next()

  /// Types `addition` at the end and returns the edit the field would publish.
  mutating func type(_ addition: String) -> TextEdit {
    let unchanged = text.utf8.count
    text.append(addition)
    return published(unchanged: unchanged)
  }

  /// Deletes the last `Character` and returns the edit the field would publish.
  mutating func deleteBackward() -> TextEdit {
    if !text.isEmpty { text.removeLast() }
    return published(unchanged: text.utf8.count)
  }

  /// Replaces the whole text and returns the edit the field would publish.
  mutating func replace(with newText: String) -> TextEdit {
    text = newText
    return published(unchanged: 0)
  }

  /// Sets the text from code: a new stamp, and no edit.
  mutating func set(_ newText: String) {
    text = newText
    stamp = TextStamps.next()
  }

  private mutating func published(unchanged: Int) -> TextEdit {
    let previous = stamp
    stamp = TextStamps.next()
    return TextEdit(
      text: text, previousStamp: previous, stamp: stamp, unchangedPrefixUTF8Count: unchanged)
  }
}

/// Applies `edit` to `field`, then sums the field's new text with `engine`, as a controller does
/// when the field reports the edit.
private func sum(
  _ engine: inout SumEngine, _ field: inout SimulatedField,
  _ edit: (inout SimulatedField) -> TextEdit
) -> Int128 {
  let published = edit(&field)
  return engine.sum(of: field.text, edit: published)
}

struct SumEngineTests {
  @Test func staticSumAndEngineAgree() {
    var engine = SumEngine()
    engine.token = ",😀"
    #expect(engine.sum(of: "1😀2,3", edit: nil) == 6)
    #expect(SumEngine.sum(of: "1😀2,3", token: ",😀") == 6)
  }

  @Test func settingTheSameTokenKeepsTheCache() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: String(repeating: "1,", count: 20)) }
    engine.token = ","
    let edit = field.type("2")
    #expect(engine.sum(of: field.text, edit: edit) == 22)
    #expect(engine.lastScanStart == 40)
  }

  @Test func typingAtTheEndRescansOnlyTheLastPiece() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    var lastSeparatorEnd = 0
    for key in Array("12,345,6789,-1,,x,42") {
      let edit = field.type(String(key))
      #expect(engine.sum(of: field.text, edit: edit) == referenceSum(of: field.text, token: ","))
      // Resuming after the last separator the previous text had.
      #expect(engine.lastScanStart == lastSeparatorEnd)
      if key == "," { lastSeparatorEnd = field.text.utf8.count }
    }
  }

  @Test func deletingAtTheEndRescansOnlyTheLastPiece() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: "11,22,33,44,55,66,77") }
    while !field.text.isEmpty {
      let edit = field.deleteBackward()
      #expect(engine.sum(of: field.text, edit: edit) == referenceSum(of: field.text, token: ","))
      let lastSeparatorEnd = field.text.lastIndex(of: ",").map {
        field.text.utf8.distance(from: field.text.startIndex, to: $0) + 1
      }
      #expect(engine.lastScanStart == lastSeparatorEnd ?? 0)
    }
  }

  @Test func deletingACharacterThatHoldsASeparatorDropsItsCheckpoint() {
    var engine = SumEngine()
    engine.token = "\u{301}"
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: "1234567890123456,7e\u{301}") }
    #expect(sum(&engine, &field) { $0.type("5") } == 5)
    // "5" goes, then "é" (e + U+0301) goes whole: the separator with it.
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 0)
    let edit = field.deleteBackward()
    #expect(field.text == "1234567890123456,7")
    #expect(engine.sum(of: field.text, edit: edit) == 0)
    #expect(engine.lastScanStart == 0)
  }

  @Test func typingACombiningSeparatorAfterACharacterSplitsThere() {
    var engine = SumEngine()
    engine.token = "\u{301}"
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: "1000000000000000000,5") }
    // U+0301 joins "5" into one Character, but it is its own separator scalar.
    #expect(sum(&engine, &field) { $0.type("\u{301}") } == 0)
    #expect(sum(&engine, &field) { $0.type("7") } == 7)
    #expect(engine.lastScanStart == field.text.utf8.count - 1)
  }

  @Test func aTokenChangeInvalidatesTheCache() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: "1,2,3;4;5,6,7,8,9,10") }
    engine.token = ";"
    #expect(sum(&engine, &field) { $0.type("0") } == 4)
    #expect(engine.lastScanStart == 0)
  }

  @Test func anEditThatSkippedAStateRebuildsTheCache() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: "1,2,3,4,5,6,7,8,9") }
    field.set("10,20,30,40,50,60")
    #expect(sum(&engine, &field) { $0.type("0") } == 10 + 20 + 30 + 40 + 50 + 600)
    #expect(engine.lastScanStart == 0)
    #expect(sum(&engine, &field) { $0.type("1") } == 10 + 20 + 30 + 40 + 50 + 6001)
    #expect(engine.lastScanStart == 15)
  }

  @Test func anotherStringThanTheEditsTextIsSummedWholeAndClearsTheCache() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    _ = sum(&engine, &field) { $0.replace(with: "1,2,3,4,5,6,7,8,9") }
    let edit = field.type("9")
    // Equal bytes in other storage are not "this very string".
    let copy = String(decoding: Array(field.text.utf8), as: UTF8.self)
    #expect(engine.sum(of: copy, edit: edit) == 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 99)
    #expect(engine.lastScanStart == 0)
    #expect(engine.sum(of: "5,5", edit: edit) == 10)
    // The cache was cleared, so the next edit scans everything again.
    #expect(sum(&engine, &field) { $0.type("9") } == 36 + 999)
    #expect(engine.lastScanStart == 0)
  }

  @Test func typingAWholeInputKeyByKeyScansEachByteAFewTimes() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    var random = SplitMix64(seed: 99)
    var scanned = 0
    while field.text.utf8.count < 1 << 16 {
      let key = random.below(5) == 0 ? "," : String(random.below(10))
      let edit = field.type(key)
      _ = engine.sum(of: field.text, edit: edit)
      scanned += field.text.utf8.count - engine.lastScanStart
    }
    #expect(engine.sum(of: field.text, edit: nil) == referenceSum(of: field.text, token: ","))
    // Each scan covers the last piece and the new key: a few bytes, not the whole text.
    #expect(scanned < 8 * field.text.utf8.count)
  }

  @Test func aLongPasteIsAPlainPassThatRecordsOnlyTheLastSeparator() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    let text = String(repeating: "12,", count: 2000) + "5"
    #expect(sum(&engine, &field) { $0.replace(with: text) } == 12 * 2000 + 5)
    #expect(engine.lastScanStart == 0)
    // Typing resumes after the last separator, which the plain pass remembered.
    #expect(sum(&engine, &field) { $0.type("6") } == 12 * 2000 + 56)
    #expect(engine.lastScanStart == 6000)
    // Deleting back past it scans the unrecorded part once, recording every separator ...
    _ = sum(&engine, &field) { $0.deleteBackward() }
    _ = sum(&engine, &field) { $0.deleteBackward() }
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 12 * 1999 + 12)
    #expect(engine.lastScanStart == 0)
    // ... so that the next deletions resume from the separators it recorded.
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 12 * 1999 + 1)
    #expect(engine.lastScanStart == 5997)
    _ = sum(&engine, &field) { $0.deleteBackward() }
    #expect(sum(&engine, &field) { $0.deleteBackward() } == 12 * 1998 + 12)
    #expect(engine.lastScanStart == 5994)
  }

  @Test func deletingALongPasteKeyByKeyScansEachByteAFewTimes() {
    var engine = SumEngine()
    engine.token = ","
    var field = SimulatedField()
    var random = SplitMix64(seed: 7)
    var text = ""
    while text.utf8.count < 1 << 16 {
      text += random.below(4) == 0 ? "," : String(random.below(10))
    }
    _ = sum(&engine, &field) { $0.replace(with: text) }
    var scanned = field.text.utf8.count
    var step = 0
    while !field.text.isEmpty {
      let total = sum(&engine, &field) { $0.deleteBackward() }
      scanned += field.text.utf8.count - engine.lastScanStart
      step += 1
      if step % 4099 == 0 {
        #expect(total == SumEngine.sum(of: field.text, token: ","))
      }
    }
    #expect(scanned < 8 * text.utf8.count)
  }
}
