import Binding
import CrudMVVMInputOutput
import CrudModel
import Testing

/// The view model is a transform from input streams to output streams: tested by emitting into
/// relays and recording the whole history of each output.
@MainActor
struct ViewModelTests {
  @Test func theLoadListsTheFilterAndButtonsRelistAndATapFillsTheFields() {
    let load = Relay<Void>()
    let filter = Relay<String>()
    let name = Relay<String>()
    let surname = Relay<String>()
    let rows = Relay<Int>()
    let create = Relay<Void>()
    let update = Relay<Void>()
    let delete = Relay<Void>()
    let output = ViewModel().transform(
      from: ViewModel.Input(
        load: load.signal, filter: filter.signal, name: name.signal, surname: surname.signal,
        selectedRow: rows.signal, createTaps: create.signal, updateTaps: update.signal,
        deleteTaps: delete.signal))
    var lists: [[String]?] = []
    var fields: [CrudEntry?] = []
    var updateEnabled: [Bool] = []
    output.rows.observe { lists.append($0) }
    output.fields.observe { fields.append($0) }
    output.isUpdateEnabled.observe { updateEnabled.append($0) }
    load.emit(())
    filter.emit("M")
    rows.emit(0)
    surname.emit("Muster")
    update.emit(())
    #expect(
      lists == [
        ["Emil, Hans", "Mustermann, Max", "Tisch, Roman"], ["Mustermann, Max"], nil, nil,
        ["Muster, Max"],
      ])
    #expect(fields == [nil, nil, CrudEntry(name: "Max", surname: "Mustermann"), nil, nil])
    #expect(updateEnabled == [false, false, true, true, false])
  }
}
