import TemperatureConverterObservableMVVM
import Testing

/// The view model tested with no view: write a field as its binding does, read both texts.
@MainActor
struct TemperatureConverterViewModelTests {
  @Test func eachNumberWrittenSetsTheOtherFieldAndTheRestLeaveIt() {
    let viewModel = TemperatureConverterViewModel()
    var shown: [[String]] = []
    func record() { shown.append([viewModel.celsius, viewModel.fahrenheit]) }
    record()
    for celsius in ["2", "2.", "2.5", "2.5e"] {
      viewModel.celsius = celsius
      record()
    }
    viewModel.fahrenheit = "31.2"
    record()
    viewModel.fahrenheit = ""
    record()
    #expect(
      shown == [
        ["", ""], ["2", "36"], ["2.", "36"], ["2.5", "37"], ["2.5e", "37"], ["0", "31.2"],
        ["0", ""],
      ])
  }

  @Test func aConversionConvertsNothingBack() {
    let viewModel = TemperatureConverterViewModel()
    viewModel.celsius = "12.5"
    #expect([viewModel.celsius, viewModel.fahrenheit] == ["12.5", "55"])
  }
}
