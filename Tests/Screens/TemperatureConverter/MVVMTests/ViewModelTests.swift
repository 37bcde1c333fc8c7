import Binding
import TemperatureConverterMVVM
import Testing

/// In MVVM the view model is a mapping from inputs to outputs: tested by recording the whole
/// history of each output.
@MainActor
struct ViewModelTests {
  @Test func eachNumberSetsTheOtherOutputAndTheRestLeaveBoth() {
    let viewModel = ViewModel()
    var celsius: [String] = []
    var fahrenheit: [String] = []
    viewModel.outputs.celsiusText.bind { celsius.append($0) }
    viewModel.outputs.fahrenheitText.bind { fahrenheit.append($0) }
    viewModel.inputs.didChangeCelsiusText("2.5")
    viewModel.inputs.didChangeCelsiusText("2.5e")
    viewModel.inputs.didChangeFahrenheitText("31.2")
    viewModel.inputs.didChangeFahrenheitText("-")
    #expect(celsius == ["", "0"])
    #expect(fahrenheit == ["", "37"])
  }
}
