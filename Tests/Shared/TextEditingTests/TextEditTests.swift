import Testing
import TextEditing

struct TextEditTests {
  @Test(arguments: [
    ("1,2", TextEdit(range: 3..<3, replacementString: "3"), "1,23"),
    ("1,2", TextEdit(range: 2..<3, replacementString: ""), "1,"),
    ("1,2", TextEdit(range: 0..<3, replacementString: "9"), "9"),
    ("1,2", TextEdit(range: 1..<2, replacementString: ";;"), "1;;2"),
    ("é,😀", TextEdit(range: 3..<7, replacementString: "1"), "é,1"),
    ("", TextEdit(range: 0..<0, replacementString: ""), ""),
  ])
  func applyingAnEditThatFitsGivesTheEditedText(text: String, edit: TextEdit, expected: String) {
    var edited = text
    #expect(edit.apply(to: &edited))
    #expect(edited == expected)
    #expect(edit.resultingCount(fromCount: text.utf8.count) == expected.utf8.count)
  }

  @Test(arguments: [
    ("1,2", TextEdit(range: 3..<4, replacementString: "")),
    ("1,2", TextEdit(range: 5..<5, replacementString: "1")),
    ("é", TextEdit(range: 1..<2, replacementString: "")),
    ("😀", TextEdit(range: 0..<1, replacementString: "x")),
  ])
  func anEditThatDoesNotFitLeavesTheTextAlone(text: String, edit: TextEdit) {
    var edited = text
    #expect(!edit.apply(to: &edited))
    #expect(edited == text)
  }

  @Test func aRangePastTheEndHasNoResultingCount() {
    let edit = TextEdit(range: 2..<4, replacementString: "x")
    #expect(edit.resultingCount(fromCount: 3) == nil)
    #expect(edit.resultingCount(fromCount: 4) == 3)
  }

  @Test func replacingAllCoversTheWholeText() {
    #expect(
      TextEdit.replacingAll(of: "é1", with: "2") == TextEdit(range: 0..<3, replacementString: "2"))
  }

  @Test func describesItselfAsARangeAndAQuotedReplacement() {
    #expect(TextEdit(range: 1..<2, replacementString: "a\"").description == #"[1..<2] → "a\"""#)
  }
}
