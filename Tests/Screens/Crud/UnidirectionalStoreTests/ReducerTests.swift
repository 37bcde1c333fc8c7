import CrudModel
import CrudUnidirectionalStore
import Testing

/// The store's reducer is a function on values: each action's next state.
struct ReducerTests {
  @Test func aTappedRowIsUpdatedAndTheFieldsKeepTheirText() {
    var state = State()
    Reducer.reduce(into: &state, action: .rowSelected(2))
    Reducer.reduce(into: &state, action: .nameChanged("Ronja"))
    Reducer.reduce(into: &state, action: .updateTapped)
    #expect(state.model.rows == ["Emil, Hans", "Mustermann, Max", "Tisch, Ronja"])
    #expect(state.model.name == "Ronja" && state.model.surname == "Tisch")
    #expect(!state.model.canUpdate)
    Reducer.reduce(into: &state, action: .createTapped)
    #expect(state.model.rows.last == "Tisch, Ronja" && state.model.rows.count == 4)
  }

  @Test func theFilterClearsTheSelectionSoDeleteDoesNothing() {
    var state = State()
    Reducer.reduce(into: &state, action: .rowSelected(0))
    Reducer.reduce(into: &state, action: .filterChanged("E"))
    Reducer.reduce(into: &state, action: .deleteTapped)
    #expect(state.model.rows == ["Emil, Hans"])
    #expect(!state.model.canDelete)
  }
}
