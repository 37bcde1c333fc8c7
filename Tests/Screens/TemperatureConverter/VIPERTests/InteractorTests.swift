import TemperatureConverterVIPER
import Testing

/// A stand-in for the presenter, as the interactor's output.
@MainActor
private final class FakeOutput: TemperatureConverterInteractorOutputProtocol {
  private(set) var results: [String] = []

  func didConvertToFahrenheit(_ fahrenheit: String) { results.append("F " + fahrenheit) }

  func didConvertToCelsius(_ celsius: String) { results.append("C " + celsius) }
}

/// The interactor runs the use cases with the model and reports to its output.
@MainActor
struct InteractorTests {
  @Test func reportsEachNumberConvertedAndNothingElse() {
    let output = FakeOutput()
    let interactor = Interactor()
    interactor.output = output
    interactor.convertCelsius("2.5")
    interactor.convertCelsius("2.5.")
    interactor.convertFahrenheit("27.5")
    #expect(output.results == ["F 37", "C -3"])
  }
}
