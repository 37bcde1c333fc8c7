import CrudModel
import Testing

/// The CRUD rules on values: the rows, the filter, what each button allows and does, and the
/// selection, which only a tap sets.
struct CrudModelTests {
  @Test func startsWithThreeEntriesNothingSelectedAndEveryButtonDisabled() {
    let model = CrudModel()
    #expect(model.rows == ["Emil, Hans", "Mustermann, Max", "Tisch, Roman"])
    #expect(model.selectedRow == nil)
    #expect(!model.canCreate && !model.canUpdate && !model.canDelete)
  }

  @Test func theFilterKeepsSurnamesStartingWithItCaseSensitively() {
    var model = CrudModel()
    model.filter = "M"
    #expect(model.rows == ["Mustermann, Max"])
    model.filter = "m"
    #expect(model.rows.isEmpty)
    model.filter = "Tisch, R"
    #expect(model.rows.isEmpty)
  }

  @Test func selectingARowFillsTheFieldsAndEnablesUpdateAndDelete() {
    var model = CrudModel()
    model.filter = "T"
    model.select(row: 0)
    #expect(model.name == "Roman" && model.surname == "Tisch")
    #expect(model.selectedEntry == 2 && model.selectedRow == 0)
    #expect(model.canUpdate && model.canDelete)
    model.name = ""
    #expect(!model.canUpdate && model.canDelete && !model.canCreate)
    model.select(row: 1)
    #expect(model.selectedEntry == 2)
  }

  @Test func createAppendsKeepsTheFieldsAndClearsTheSelection() {
    var model = CrudModel()
    model.select(row: 0)
    model.name = "Anna"
    model.create()
    #expect(model.rows.last == "Emil, Anna")
    #expect(model.rows.count == 4)
    #expect(model.name == "Anna" && model.surname == "Emil")
    #expect(model.selectedRow == nil)
  }

  @Test func updateReplacesInPlaceAndDeleteRemoves() {
    var model = CrudModel()
    model.select(row: 1)
    model.surname = "Muster"
    model.update()
    #expect(model.rows == ["Emil, Hans", "Muster, Max", "Tisch, Roman"])
    #expect(!model.canUpdate && !model.canDelete)
    model.update()
    #expect(model.rows == ["Emil, Hans", "Muster, Max", "Tisch, Roman"])
    model.select(row: 0)
    model.delete()
    #expect(model.rows == ["Muster, Max", "Tisch, Roman"])
    #expect(model.name == "Hans" && model.selectedRow == nil)
  }

  @Test func editingTheFilterClearsTheSelectionEvenWhenTheRowStaysShown() {
    var model = CrudModel()
    model.select(row: 0)
    model.filter = "E"
    #expect(model.rows == ["Emil, Hans"])
    #expect(model.selectedRow == nil && !model.canDelete)
  }
}
