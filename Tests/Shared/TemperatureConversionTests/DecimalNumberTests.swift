import Testing

@testable import TemperatureConversion

/// What a temperature field's text must be to be a number: all of it `-?[0-9]+(\.[0-9]+)?`.
struct DecimalNumberTests {
  @Test func readsTheSignTheDigitsAndTheScale() throws {
    let number = try #require(DecimalNumber("-12.50"))
    #expect(number.isNegative)
    #expect(number.digits.description == "1250")
    #expect(number.scale == 2)
    let whole = try #require(DecimalNumber("7"))
    #expect(!whole.isNegative)
    #expect(whole.scale == 0)
  }

  @Test(arguments: ["", "-", "1.", ".5", "+1", "1e3", " 1", "1.5.0", "١", "-.5", "1-"])
  func rejectsTextThatIsNotWhollyADecimalNumber(_ text: String) {
    #expect(DecimalNumber(text) == nil)
  }
}
