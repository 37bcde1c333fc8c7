import TemperatureConverterCleanSwift
import Testing

/// A stand-in for the presenter: records every response.
@MainActor
private final class PresenterSpy: TemperatureConverterPresentationLogic {
  private(set) var fahrenheit: [ConvertCelsius.Response] = []
  private(set) var celsius: [ConvertFahrenheit.Response] = []

  func presentCelsiusConversion(response: ConvertCelsius.Response) { fahrenheit.append(response) }

  func presentFahrenheitConversion(response: ConvertFahrenheit.Response) {
    celsius.append(response)
  }
}

/// In Clean Swift each leg of the VIP cycle is tested with a spy of the next: requests in,
/// responses out.
@MainActor
struct InteractorTests {
  @Test func respondsToEachNumberWithItsConversionAndToNothingElse() {
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter)
    interactor.convertCelsius(request: ConvertCelsius.Request(celsius: "-18"))
    interactor.convertCelsius(request: ConvertCelsius.Request(celsius: "-"))
    interactor.convertFahrenheit(request: ConvertFahrenheit.Request(fahrenheit: "32.9"))
    #expect(presenter.fahrenheit == [ConvertCelsius.Response(fahrenheit: "0")])
    #expect(presenter.celsius == [ConvertFahrenheit.Response(celsius: "1")])
  }
}
