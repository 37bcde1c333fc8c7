/// A day of the Gregorian calendar as 7GUIs' flight booker reads it: `DD.MM.YYYY`, two, two and
/// four ASCII digits, naming a real day (29 February only in a leap year), year at least 1.
///
/// ```swift
/// FlightDate("29.02.2016")  // a date
/// FlightDate("29.02.2015")  // nil: 2015 is no leap year
/// FlightDate("1.3.2014")    // nil: two digits each for the day and the month
/// ```
public struct FlightDate: Sendable, Equatable, Comparable {
  /// The year, from 1.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int

  /// The date `text` names, or `nil` when it is not `DD.MM.YYYY` or names no real day.
  ///
  /// - Parameter text: A date field's text.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[2] == UInt8(ascii: "."), bytes[5] == UInt8(ascii: ".") else {
      return nil
    }
    guard let day = Self.number(bytes[0..<2]), let month = Self.number(bytes[3..<5]),
      let year = Self.number(bytes[6..<10])
    else { return nil }
    guard year >= 1, (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether `left` is an earlier day than `right`.
  public static func < (left: FlightDate, right: FlightDate) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }

  /// The number `digits` writes, or `nil` when one is not an ASCII digit.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// How many days `month` has in `year` of the Gregorian calendar.
  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2:
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
