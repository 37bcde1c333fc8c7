import Binding
import TemperatureConverterMVVMInputOutput
import Testing

/// The view model is a transform from input streams to output streams: tested by emitting into
/// relays and recording the whole history of each output.
@MainActor
struct ViewModelTests {
  @Test func eachOutputIsTheOtherFieldsLatestNumberConverted() {
    let celsius = Relay<String>()
    let fahrenheit = Relay<String>()
    let output = ViewModel().transform(
      from: ViewModel.Input(celsiusText: celsius.signal, fahrenheitText: fahrenheit.signal))
    var shownCelsius: [String] = []
    var shownFahrenheit: [String] = []
    output.celsiusText.observe { shownCelsius.append($0) }
    output.fahrenheitText.observe { shownFahrenheit.append($0) }
    celsius.emit("1")
    celsius.emit("1.")
    celsius.emit("-18")
    fahrenheit.emit("-")
    fahrenheit.emit("36.5")
    #expect(shownFahrenheit == ["34", "34", "0"])
    #expect(shownCelsius == ["", "3"])
  }
}
