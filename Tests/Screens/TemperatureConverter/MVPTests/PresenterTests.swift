import TemperatureConverterMVP
import Testing

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeTemperatureConverterView: TemperatureConverterViewProtocol {
  private(set) var shown: [String] = []

  func setCelsiusText(_ celsius: String) { shown.append("C " + celsius) }

  func setFahrenheitText(_ fahrenheit: String) { shown.append("F " + fahrenheit) }
}

/// In MVP the presenter is tested against a fake view: no kit is involved at all.
@MainActor
struct PresenterTests {
  @Test func eachNumberSetsTheOtherFieldAndNothingElseIsShown() {
    let view = FakeTemperatureConverterView()
    let presenter = Presenter()
    presenter.view = view
    presenter.didChangeCelsiusText("1")
    presenter.didChangeCelsiusText("1.")
    presenter.didChangeCelsiusText("-17.5")
    presenter.didChangeFahrenheitText("")
    presenter.didChangeFahrenheitText("27.5")
    #expect(view.shown == ["F 34", "F 1", "C -3"])
  }

  @Test func holdsItsViewWeakly() {
    let presenter = Presenter()
    do {
      let view = FakeTemperatureConverterView()
      presenter.view = view
    }
    #expect(presenter.view == nil)
    presenter.didChangeCelsiusText("1")
  }
}
