import TemperatureConversion
import Testing

/// One conversion: the text typed, and the other field's text (`nil`: left as it is).
struct ConversionCase: CustomTestStringConvertible, Sendable {
  var text: String
  var converted: String?
  var why: String

  var testDescription: String { "\(text) (\(why))" }
}

struct TemperatureConversionTests {
  static let fromCelsius: [ConversionCase] = [
    .init(text: "0", converted: "32", why: "freezing"),
    .init(text: "100", converted: "212", why: "boiling"),
    .init(text: "-40", converted: "-40", why: "where the scales meet"),
    .init(text: "37", converted: "99", why: "98.6"),
    .init(text: "-17.5", converted: "1", why: "0.5 exactly, away from zero"),
    .init(text: "2.5", converted: "37", why: "36.5 exactly"),
    .init(text: "-20.5", converted: "-5", why: "-4.9"),
    .init(text: "-18", converted: "0", why: "-0.4: zero, never -0"),
    .init(text: "-18.5", converted: "-1", why: "-1.3"),
    .init(text: "-0", converted: "32", why: "negative zero is zero"),
    .init(text: "007", converted: "45", why: "leading zeros"),
    .init(text: "0.0000000000000000000001", converted: "32", why: "more digits than a Double"),
    .init(
      text: "55555555555555555555555.5", converted: "100000000000000000000032",
      why: "…031.9, past 64 bits"),
  ]

  static let fromFahrenheit: [ConversionCase] = [
    .init(text: "32", converted: "0", why: "freezing"),
    .init(text: "212", converted: "100", why: "boiling"),
    .init(text: "0", converted: "-18", why: "-17.78"),
    .init(text: "33", converted: "1", why: "0.56"),
    .init(text: "32.9", converted: "1", why: "0.5 exactly"),
    .init(text: "31.1", converted: "-1", why: "-0.5 exactly, away from zero"),
    .init(text: "36.5", converted: "3", why: "2.5 exactly"),
    .init(text: "27.5", converted: "-3", why: "-2.5 exactly"),
    .init(text: "31.2", converted: "0", why: "-0.44: zero, never -0"),
    .init(
      text: "100000000000000000000031.9", converted: "55555555555555555555556",
      why: "…555.5 exactly, past 64 bits"),
  ]

  static let notNumbers = [
    "", "-", "1.", ".5", "+1", "1e3", " 1", "1 ", "--1", "1.5.0", "1,5", "\u{661}", "١", "½",
    "1\u{301}", "0x10", "-.5",
  ]

  @Test(arguments: fromCelsius)
  func convertsCelsiusExactlyRoundingHalvesAwayFromZero(_ example: ConversionCase) {
    #expect(TemperatureConversion.fahrenheit(fromCelsius: example.text) == example.converted)
  }

  @Test(arguments: fromFahrenheit)
  func convertsFahrenheitExactlyRoundingHalvesAwayFromZero(_ example: ConversionCase) {
    #expect(TemperatureConversion.celsius(fromFahrenheit: example.text) == example.converted)
  }

  @Test(arguments: notNumbers)
  func convertsNothingThatIsNotWhollyADecimalNumber(_ text: String) {
    #expect(TemperatureConversion.fahrenheit(fromCelsius: text) == nil)
    #expect(TemperatureConversion.celsius(fromFahrenheit: text) == nil)
  }

  @Test func agreesWithExactFractionsOverARangeOfTenths() {
    // C = n/10 for n in -1000...1000: F·10·5 = 9n + 1600, over 50; C from F likewise.
    for tenths in -1000...1000 {
      let text = (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
      #expect(TemperatureConversion.fahrenheit(fromCelsius: text) == nearest(9 * tenths + 1600, 50))
      #expect(TemperatureConversion.celsius(fromFahrenheit: text) == nearest(5 * tenths - 1600, 90))
    }
  }

  /// numerator / denominator rounded half away from zero, in `Int`s, as a field writes it.
  private func nearest(_ numerator: Int, _ denominator: Int) -> String {
    let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
    return String(numerator < 0 ? -magnitude : magnitude)
  }
}
