import CrudMVVMObservation
import CrudModel
import Testing

/// The view model is a mapping from inputs to outputs: each output's value after each input.
@MainActor
struct ViewModelTests {
  @Test func eachInputSetsTheRowsTheFieldsAndTheButtons() {
    let viewModel = ViewModel()
    var history: [String] = []
    func record() {
      let outputs = viewModel.outputs
      history.append(
        "\(outputs.rows.count) \(outputs.filledFields.entry.rowText) #\(outputs.filledFields.tap)"
          + " \(outputs.isCreateEnabled) \(outputs.isUpdateEnabled) \(outputs.isDeleteEnabled)")
    }
    record()
    viewModel.inputs.didSelectRow(0)
    record()
    viewModel.inputs.didSelectRow(0)
    record()
    viewModel.inputs.didChangeFilter("X")
    record()
    viewModel.inputs.didTapCreate()
    record()
    #expect(
      history == [
        "3 ,  #0 false false false", "3 Emil, Hans #1 true true true",
        "3 Emil, Hans #2 true true true", "0 Emil, Hans #2 true false false",
        "0 Emil, Hans #2 true false false",
      ])
    viewModel.inputs.didChangeFilter("")
    #expect(viewModel.outputs.rows.last == "Emil, Hans")
    #expect(viewModel.outputs.rows.count == 4)
  }
}
