import FlightBooking
import Testing

/// A date is `DD.MM.YYYY` naming a real Gregorian day, year at least 1; dates compare by day.
struct FlightDateTests {
  @Test(arguments: ["27.03.2014", "29.02.2016", "29.02.2000", "01.01.0001", "31.12.9999"])
  func aRealDayIsADate(_ text: String) {
    #expect(FlightDate(text) != nil)
  }

  @Test(arguments: [
    "29.02.2015", "29.02.1900", "31.04.2014", "00.01.2014", "32.01.2014", "01.00.2014",
    "01.13.2014", "01.01.0000", "1.4.2014", "01.01.14", "01-01-2014", " 01.01.2014",
    "01.01.2014 ", "", "٠١.٠١.٢٠١٤", "+1.01.2014",
  ])
  func anythingElseIsNot(_ text: String) {
    #expect(FlightDate(text) == nil)
  }

  @Test func everyDayOfTwoYearsIsADateAndTheDayAfterTheMonthsLastIsNot() {
    let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for year in [2014, 2016] {
      for (index, length) in lengths.enumerated() {
        let days = length + (index == 1 && year == 2016 ? 1 : 0)
        let month = (index + 1 < 10 ? "0" : "") + String(index + 1)
        for day in 1...days {
          #expect(FlightDate("\(day < 10 ? "0" : "")\(day).\(month).\(year)") != nil)
        }
        #expect(FlightDate("\(days + 1).\(month).\(year)") == nil)
      }
    }
  }

  @Test func datesCompareByYearThenMonthThenDay() throws {
    let earlier = try #require(FlightDate("31.12.2013"))
    let later = try #require(FlightDate("01.01.2014"))
    #expect(earlier < later)
    #expect(!(later < earlier))
    #expect(FlightDate("01.01.2014") == later)
  }
}
