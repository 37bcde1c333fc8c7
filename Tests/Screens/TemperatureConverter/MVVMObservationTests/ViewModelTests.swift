import TemperatureConverterMVVMObservation
import Testing

/// The view model is a mapping from inputs to outputs: each output's value after each input.
@MainActor
struct ViewModelTests {
  @Test func eachNumberSetsTheOtherOutputAndTheRestLeaveBoth() {
    let viewModel = ViewModel()
    var history: [[String]] = []
    func record() { history.append([viewModel.celsiusText, viewModel.fahrenheitText]) }
    record()
    viewModel.inputs.didChangeCelsiusText("2.5")
    record()
    viewModel.inputs.didChangeCelsiusText("2.5e")
    record()
    viewModel.inputs.didChangeFahrenheitText("31.2")
    record()
    #expect(history == [["", ""], ["", "37"], ["", "37"], ["0", "37"]])
  }
}
