import Testing

@testable import Testability

struct SchemaEditTests {
  @Test func editsApplyFromTheEndSoRangesKeepTheirMeaning() {
    let edits = [
      SchemaEdit(range: 0..<1, text: "A"), SchemaEdit(range: 4..<5, text: "E"),
    ]
    #expect(SchemaEdit.apply(edits, to: "abcde") == "AbcdE")
  }

  @Test func wrappersAtOnePlaceNestOuterOutside() {
    let edits = [
      SchemaEdit(range: 0..<0, text: "[", nesting: 1, isOpening: true),
      SchemaEdit(range: 0..<0, text: "{", nesting: 0, isOpening: true),
      SchemaEdit(range: 1..<1, text: "]", nesting: 1),
      SchemaEdit(range: 1..<1, text: "}", nesting: 0),
    ]
    #expect(SchemaEdit.apply(edits, to: "x") == "{[x]}")
  }

  @Test func aReplacementGoesInsideTheWrapperThatStartsWhereItDoes() {
    let edits = [
      SchemaEdit(range: 0..<0, text: "<", isOpening: true),
      SchemaEdit(range: 0..<3, text: "new", nesting: 2),
      SchemaEdit(range: 3..<3, text: ">"),
    ]
    #expect(SchemaEdit.apply(edits, to: "old") == "<new>")
  }
}
