/// The tip on a bill: the model every architecture of the tip screen shares, a value.
///
/// ```swift
/// var calculation = TipCalculation()
/// calculation.bill = "40"
/// calculation.percent = "15"
/// calculation.tip  // "6.00"
/// ```
public struct TipCalculation: Equatable, Sendable {
  /// The bill, as typed.
  public var bill = ""

  /// The tip's percentage, as typed.
  public var percent = ""

  /// Creates a calculation with nothing typed.
  public init() {}

  /// The tip on ``bill`` at ``percent``, in whole units and hundredths (`6.00`), or empty when
  /// either is not a whole number of one to six digits.
  public var tip: String {
    guard let bill = Self.whole(bill), let percent = Self.whole(percent) else { return "" }
    // The bill in hundredths times the percentage, over a hundred: exact, in hundredths.
    let hundredths = bill * percent
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// `text` as a whole number when it is one to six ASCII digits.
  private static func whole(_ text: String) -> Int? {
    guard (1...6).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }
}
