import Testing

@testable import TemperatureConversion

/// The natural numbers of any size that exact conversion needs.
struct DecimalNaturalTests {
  private func number(_ text: String) -> DecimalNatural {
    DecimalNatural(digits: Array(text.utf8))
  }

  @Test func readsAndWritesDigitsDroppingLeadingZeros() {
    #expect(number("007").description == "7")
    #expect(number("000").description == "0")
    #expect(number("000").isZero)
    #expect(DecimalNatural(1234).description == "1234")
  }

  @Test func addsSubtractsAndComparesPast64Bits() {
    let big = number("99999999999999999999")
    #expect((big + DecimalNatural(1)).description == "100000000000000000000")
    #expect((big - number("99999999999999999998")).description == "1")
    #expect((big - big).isZero)
    #expect(DecimalNatural(9) < big)
    #expect(!(big < big))
    #expect(number("100") < number("101"))
  }

  @Test func multipliesDividesAndShiftsByPowersOfTen() {
    #expect(number("123456789012345678901").times(9).description == "1111111101111111110109")
    #expect(number("1111111101111111110109").dividedBy(9).description == "123456789012345678901")
    #expect(number("17").dividedBy(18).isZero)
    #expect(DecimalNatural(16).shifted(by: 3).description == "16000")
    #expect(DecimalNatural(0).shifted(by: 3).isZero)
    #expect(number("123456").droppingDigits(4).description == "12")
    #expect(number("12").droppingDigits(4).isZero)
  }
}
