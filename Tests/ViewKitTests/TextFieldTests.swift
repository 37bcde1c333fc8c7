import Testing
import TextEditing
import ViewKit

/// Records what a text field reports, and what edit it published while reporting it.
@MainActor
private final class EventRecorder {
  var texts: [String] = []
  var edits: [TextEdit?] = []

  func fieldDidChange(_ field: TextField) {
    texts.append(field.text ?? "")
    edits.append(TextEdit.current)
  }
}

@MainActor
struct TextFieldTests {
  private func makeField() -> (TextField, EventRecorder) {
    let field = TextField()
    let recorder = EventRecorder()
    field.addTarget(recorder, action: EventRecorder.fieldDidChange, for: .editingChanged)
    return (field, recorder)
  }

  @Test func eachUserEditSendsExactlyOneEvent() {
    let (field, recorder) = makeField()
    field.insertText("ab")
    field.insertText("e\u{301}")
    field.deleteBackward()
    field.replaceText(with: "xyz")
    field.replaceText(with: "")
    #expect(recorder.texts == ["ab", "abe\u{301}", "ab", "xyz", ""])
  }

  @Test func settingTextFromCodeSendsNoEvent() {
    let (field, recorder) = makeField()
    field.text = "hello"
    field.text = nil
    #expect(recorder.texts.isEmpty)
    #expect(field.text == "")
  }

  @Test func deleteBackwardOnAnEmptyFieldDoesNothing() {
    let (field, recorder) = makeField()
    field.deleteBackward()
    field.insertText("")
    #expect(recorder.texts.isEmpty)
  }

  @Test func deleteBackwardRemovesOneWholeCharacter() {
    let (field, _) = makeField()
    field.insertText("1\r\n")
    field.deleteBackward()
    #expect(field.text == "1")
    field.insertText("🇰🇷")
    field.deleteBackward()
    #expect(field.text == "1")
  }

  @Test func publishesTheEditOnlyWhileReportingIt() throws {
    let (field, recorder) = makeField()
    field.insertText("12")
    field.insertText("3")
    field.deleteBackward()
    field.replaceText(with: "9")
    #expect(TextEdit.current == nil)
    let edits = recorder.edits.compactMap(\.self)
    try #require(edits.count == 4)
    #expect(edits.map(\.unchangedPrefixUTF8Count) == [0, 2, 2, 0])
    #expect(edits.map(\.text) == ["12", "123", "12", "9"])
    for (before, after) in zip(edits, edits.dropFirst()) {
      #expect(after.previousStamp == before.stamp)
    }
  }

  @Test func settingTextFromCodeChangesTheStamp() throws {
    let (field, recorder) = makeField()
    field.insertText("1")
    field.text = "2"
    field.insertText("3")
    let edits = recorder.edits.compactMap(\.self)
    try #require(edits.count == 2)
    #expect(edits[1].previousStamp != edits[0].stamp)
  }

  @Test func holdsTargetsWeakly() {
    let field = TextField()
    weak var weakRecorder: EventRecorder?
    do {
      let recorder = EventRecorder()
      field.addTarget(recorder, action: EventRecorder.fieldDidChange, for: .editingChanged)
      weakRecorder = recorder
    }
    #expect(weakRecorder == nil)
    field.insertText("1")
  }
}
