import Testing
import TextEditing
import ViewKit

/// Records what a text field reports: its text and the edit each event carries.
@MainActor
private final class EventRecorder {
  var texts: [String] = []
  var edits: [TextEdit] = []

  func fieldDidChange(_ field: TextField, edit: TextEdit) {
    texts.append(field.text ?? "")
    edits.append(edit)
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

  @Test func eachEventCarriesTheReplacedRangeAndTheReplacement() {
    let (field, recorder) = makeField()
    field.insertText("12")
    field.insertText("é")
    field.deleteBackward()
    field.insertText("🇰🇷")
    field.deleteBackward()
    field.replaceText(with: "9")
    #expect(
      recorder.edits == [
        TextEdit(range: 0..<0, replacementString: "12"),
        TextEdit(range: 2..<2, replacementString: "é"),
        TextEdit(range: 2..<4, replacementString: ""),
        TextEdit(range: 2..<2, replacementString: "🇰🇷"),
        TextEdit(range: 2..<10, replacementString: ""),
        TextEdit(range: 0..<2, replacementString: "9"),
      ])
  }

  @Test func everyEditAppliedToThePreviousTextGivesTheNewText() {
    let (field, recorder) = makeField()
    field.insertText("1,\r\n")
    field.text = "from code"
    field.insertText("e\u{301}")
    field.deleteBackward()
    field.replaceText(with: "x")
    field.deleteBackward()
    var previous = ["", "from code", "from codee\u{301}", "from code", "x"]
    for (edit, text) in zip(recorder.edits, recorder.texts) {
      var applied = previous.removeFirst()
      #expect(edit.apply(to: &applied))
      #expect(applied == text)
    }
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
