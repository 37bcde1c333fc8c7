import TemperatureConverterVIPER
import Testing

/// A stand-in for the interactor: records the use cases the presenter asks for.
@MainActor
private final class FakeInteractor: TemperatureConverterInteractorInputProtocol {
  private(set) var requests: [String] = []

  func convertCelsius(_ celsius: String) { requests.append("C " + celsius) }

  func convertFahrenheit(_ fahrenheit: String) { requests.append("F " + fahrenheit) }
}

/// A stand-in for the passive view.
@MainActor
private final class FakeView: TemperatureConverterViewProtocol {
  private(set) var shown: [String] = []

  func setCelsiusText(_ celsius: String) { shown.append("C " + celsius) }

  func setFahrenheitText(_ fahrenheit: String) { shown.append("F " + fahrenheit) }
}

/// In VIPER every role is tested against fakes of its neighbours' protocols.
@MainActor
struct PresenterTests {
  @Test func turnsEditsIntoUseCasesAndResultsIntoTheOtherField() {
    let interactor = FakeInteractor()
    let view = FakeView()
    let presenter = Presenter(interactor: interactor)
    presenter.view = view
    presenter.didChangeCelsiusText("12.")
    presenter.didChangeFahrenheitText("31.1")
    presenter.didConvertToCelsius("-1")
    presenter.didConvertToFahrenheit("54")
    #expect(interactor.requests == ["C 12.", "F 31.1"])
    #expect(view.shown == ["C -1", "F 54"])
  }
}
