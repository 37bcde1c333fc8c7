import CalculatorModel
import Testing
import TextEditing
import WorkbenchTestSupport

extension UndoHistory {
  /// Records an input change, as a role does when the field reports it.
  mutating func recordInputEdit(_ change: EditedText) {
    recordInputEdit(change.text, edit: change.edit)
  }

  /// The texts that undoing every step gives back, most recent first, each with its field.
  mutating func undoAll() -> [String] {
    var restored: [String] = []
    while let restoration = undo() {
      switch restoration {
      case .token(let token): restored.append("token \(token)")
      case .input(let input): restored.append("input \(input.text)")
      }
    }
    return restored
  }
}

struct UndoHistoryTests {
  @Test func hasNothingToUndoBeforeAnyEdit() {
    var history = UndoHistory()
    #expect(history.undo() == nil)
  }

  @Test func undoesEveryStepOfBothFieldsMostRecentFirst() {
    var history = UndoHistory()
    var field = SimulatedField()
    history.recordTokenChange(",")
    history.recordInputEdit(field.type("1"))
    history.recordInputEdit(field.type(","))
    history.recordTokenChange(",;")
    history.recordInputEdit(field.type("2"))
    #expect(history.undoAll() == ["input 1,", "token ,", "input 1", "input ", "token "])
    #expect(history.undo() == nil)
  }

  @Test func givesBackTheEditThatTurnsTheInputBack() {
    var history = UndoHistory()
    var field = SimulatedField()
    history.recordInputEdit(field.type("12"))
    history.recordInputEdit(field.deleteBackward())
    history.recordInputEdit(field.paste("345"))
    #expect(
      history.undo()
        == .input(EditedText(text: "1", edit: TextEdit(range: 0..<3, replacementString: "1"))))
    #expect(
      history.undo()
        == .input(EditedText(text: "12", edit: TextEdit(range: 1..<1, replacementString: "2"))))
    #expect(
      history.undo()
        == .input(EditedText(text: "", edit: TextEdit(range: 0..<2, replacementString: ""))))
  }

  @Test func aClearOfAnEmptyFieldIsAStepOfItsOwn() {
    var history = UndoHistory()
    var field = SimulatedField()
    history.recordInputEdit(field.paste("4,5"))
    history.recordInputEdit(field.clear())
    history.recordInputEdit(field.clear())
    #expect(history.undoAll() == ["input ", "input 4,5", "input "])
  }

  @Test func anEditAfterAnUndoIsTheNewestStepAndNothingIsRedone() {
    var history = UndoHistory()
    var field = SimulatedField()
    history.recordInputEdit(field.type("1"))
    history.recordInputEdit(field.type("2"))
    _ = history.undo()
    field = SimulatedField(text: "1")
    history.recordInputEdit(field.type("3"))
    #expect(history.undoAll() == ["input 1", "input "])
  }

  @Test func putsBackACharacterOfSeveralScalarsWhole() {
    var history = UndoHistory()
    var field = SimulatedField()
    history.recordInputEdit(field.type("1👍🏽"))
    history.recordInputEdit(field.deleteBackward())
    #expect(
      history.undo()
        == .input(EditedText(text: "1👍🏽", edit: TextEdit(range: 1..<1, replacementString: "👍🏽"))))
  }

  @Test func givesBackTheTextsTheFieldsHeldWhenTheHistoryBegan() {
    var history = UndoHistory(token: ",", input: "1,2")
    var field = SimulatedField(text: "1,2")
    history.recordTokenChange(";")
    history.recordInputEdit(field.clear())
    #expect(history.undoAll() == ["input 1,2", "token ,"])
  }

  @Test func anEditThatDoesNotFitItsCopyIsUndoneWhole() {
    var history = UndoHistory()
    history.recordInputEdit("12", edit: TextEdit(range: 0..<0, replacementString: "12"))
    history.recordInputEdit("9", edit: TextEdit(range: 5..<7, replacementString: "9"))
    #expect(
      history.undo()
        == .input(EditedText(text: "12", edit: TextEdit(range: 0..<1, replacementString: "12"))))
    #expect(history.undoAll() == ["input "])
  }

  @Test func theEditItGivesBackBringsARunningSumUpToDate() {
    var history = UndoHistory()
    var field = SimulatedField()
    var sum = IncrementalSum(token: ",")
    for change in [field.type("12,3"), field.type("4"), field.deleteBackward(), field.paste("7,8")]
    {
      history.recordInputEdit(change)
      _ = sum.sum(of: change.text, after: change.edit)
    }
    var sums: [Int128] = []
    while case .input(let restored)? = history.undo() {
      sums.append(sum.sum(of: restored.text, after: restored.edit))
    }
    #expect(sums == [15, 46, 15, 0])
  }
}
