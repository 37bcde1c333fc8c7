import Binding
import CrudMVVM
import CrudModel
import Testing

/// In MVVM the view model is tested by the history of its outputs: no view, no kit.
@MainActor
struct ViewModelTests {
  @Test func eachInputPublishesTheRowsTheFieldsAndTheButtons() {
    let viewModel = ViewModel()
    var shown: [String] = []
    viewModel.outputs.rows.bind(with: viewModel) { _, rows in shown.append("\(rows.count) rows") }
    viewModel.outputs.selectedEntry.bind(with: viewModel) { _, entry in
      shown.append("fields \(entry.rowText)")
    }
    viewModel.outputs.isDeleteEnabled.bind(with: viewModel) { _, enabled in
      shown.append("delete \(enabled)")
    }
    viewModel.inputs.didSelectRow(1)
    viewModel.inputs.didChangeName("")
    viewModel.inputs.didTapDelete()
    #expect(
      shown == [
        "3 rows", "fields , ", "delete false", "fields Mustermann, Max", "delete true",
        "delete true", "2 rows", "delete false",
      ])
  }
}
