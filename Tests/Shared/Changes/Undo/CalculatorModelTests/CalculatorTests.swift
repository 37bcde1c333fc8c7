import CalculatorModel
import Testing
import WorkbenchTestSupport

/// The specification, rule by rule, through the tutorial-shaped `Calculator`.
struct CalculatorTests {
  /// One row of a specification table.
  struct Case: CustomTestStringConvertible, Sendable {
    let token: String
    let input: String
    let sum: Int128
    let rule: String

    var testDescription: String { rule }
  }

  static let separatorCases: [Case] = [
    Case(token: ",", input: "1,2,3", sum: 6, rule: "splits at the token's scalar"),
    Case(token: ",;", input: "1,2;x;3", sum: 6, rule: "every scalar of the token separates"),
    Case(token: "", input: "12", sum: 12, rule: "empty token: the whole input is one piece"),
    Case(token: "", input: "1,2", sum: 0, rule: "empty token: no separators at all"),
    Case(token: "\r\n", input: "1\r2\n3\r\n4", sum: 10, rule: "CRLF token is two separators"),
    Case(token: "\n", input: "1\r\n2", sum: 2, rule: "LF splits a CRLF grapheme"),
    Case(token: "\u{301}", input: "1\u{301}2", sum: 3, rule: "a combining mark alone separates"),
    Case(token: "\u{301}", input: "e\u{301}7\u{301}5", sum: 12, rule: "combining mark inside é"),
    Case(token: "\u{E9}", input: "1e\u{301}2", sum: 0, rule: "U+00E9 never matches e+U+0301"),
    Case(token: "e\u{301}", input: "1\u{E9}2", sum: 0, rule: "e+U+0301 never matches U+00E9"),
    Case(token: "e\u{301}", input: "1e2\u{301}3", sum: 6, rule: "decomposed token: two separators"),
    Case(token: "😀", input: "1😀2", sum: 3, rule: "an emoji separates"),
    Case(token: ",😀", input: "1😀2,3", sum: 6, rule: "emoji mixed with ASCII (Foundation differs)"),
    Case(token: "\u{10FFFF}", input: "4\u{10FFFF}5", sum: 9, rule: "the last scalar separates"),
    Case(token: "\u{F600}", input: "1😀2", sum: 0, rule: "U+F600 is not 😀"),
    Case(token: "😀", input: "1\u{F600}2", sum: 0, rule: "😀 is not U+F600"),
    Case(token: "\u{0}", input: "1\u{0}2", sum: 3, rule: "NUL separates"),
    Case(token: "1", input: "21314", sum: 9, rule: "a digit can be a separator"),
    Case(token: "-", input: "5-3", sum: 8, rule: "a minus can be a separator"),
    Case(token: " ", input: " 1  2 ", sum: 3, rule: "spaces as separators"),
  ]

  static let pieceCases: [Case] = [
    Case(token: ",", input: "+7", sum: 7, rule: "a plus sign"),
    Case(token: ",", input: "-7", sum: -7, rule: "a minus sign"),
    Case(token: ",", input: " 1", sum: 0, rule: "a leading space is not a number"),
    Case(token: ",", input: "1 ", sum: 0, rule: "a trailing space is not a number"),
    Case(token: ",", input: "0x10", sum: 0, rule: "no hexadecimal"),
    Case(token: ",", input: "1_000", sum: 0, rule: "no underscores"),
    Case(token: ",", input: "1.5", sum: 0, rule: "no decimals"),
    Case(token: ",", input: "--1", sum: 0, rule: "one sign at most"),
    Case(token: ",", input: "+-1", sum: 0, rule: "one sign at most, mixed"),
    Case(token: ",", input: "+", sum: 0, rule: "a lone plus"),
    Case(token: ",", input: "-", sum: 0, rule: "a lone minus"),
    Case(token: ",", input: "1-", sum: 0, rule: "a sign at the end"),
    Case(token: ",", input: "١٢", sum: 0, rule: "Arabic-Indic digits are not ASCII"),
    Case(token: ",", input: "１２", sum: 0, rule: "fullwidth digits are not ASCII"),
    Case(token: ",", input: "9223372036854775807", sum: 9_223_372_036_854_775_807, rule: "Int.max"),
    Case(token: ",", input: "9223372036854775808", sum: 0, rule: "Int.max + 1 does not fit"),
    Case(
      token: ",", input: "-9223372036854775808", sum: -9_223_372_036_854_775_808, rule: "Int.min"),
    Case(token: ",", input: "-9223372036854775809", sum: 0, rule: "Int.min − 1 does not fit"),
    Case(
      token: ",", input: "+9223372036854775807", sum: 9_223_372_036_854_775_807, rule: "+Int.max"),
    Case(token: ",", input: "99999999999999999999", sum: 0, rule: "twenty digits"),
    Case(token: ",", input: "000000000000000000000000001", sum: 1, rule: "many leading zeros"),
    Case(
      token: ",", input: "-000000000000000000000009223372036854775808",
      sum: -9_223_372_036_854_775_808, rule: "leading zeros before Int.min"),
    Case(
      token: ",", input: "0000000000000000000009223372036854775808", sum: 0,
      rule: "leading zeros do not make Int.max + 1 fit"),
    Case(token: ",", input: "-0", sum: 0, rule: "minus zero"),
    Case(token: ",", input: "00", sum: 0, rule: "zeros"),
    Case(token: ",", input: "12345678", sum: 12_345_678, rule: "eight digits"),
    Case(token: ",", input: "123456789", sum: 123_456_789, rule: "nine digits"),
    Case(token: ",", input: "-1234567", sum: -1_234_567, rule: "sign and seven digits"),
    Case(token: ",", input: "1234567890123456", sum: 1_234_567_890_123_456, rule: "sixteen digits"),
    Case(
      token: ",", input: "12345678901234567", sum: 12_345_678_901_234_567, rule: "seventeen digits"),
    Case(token: ",", input: "1e3", sum: 0, rule: "no exponents"),
    Case(token: ",", input: "", sum: 0, rule: "an empty input"),
    Case(token: ",", input: ",,,", sum: 0, rule: "only separators"),
    Case(token: ",", input: "1,,2,", sum: 3, rule: "empty pieces add nothing"),
    Case(token: ",", input: "12a,3", sum: 3, rule: "junk after digits"),
    Case(token: ",", input: "a12,3", sum: 3, rule: "junk before digits"),
    Case(token: ",", input: "1\u{301},2", sum: 2, rule: "a combining mark spoils a piece"),
  ]

  static let overflowCases: [Case] = [
    Case(
      token: ",", input: "9223372036854775807,1", sum: 9_223_372_036_854_775_808,
      rule: "past Int.max"),
    Case(
      token: ",", input: "-9223372036854775808,-1", sum: -9_223_372_036_854_775_809,
      rule: "past Int.min"),
    Case(
      token: ",",
      input: Array(repeating: "-9223372036854775808", count: 1000).joined(separator: ","),
      sum: Int128(Int64.min) * 1000, rule: "a thousand Int.min"),
    Case(
      token: ",",
      input: Array(repeating: "9223372036854775807", count: 1000).joined(separator: ","),
      sum: Int128(Int64.max) * 1000, rule: "a thousand Int.max"),
    Case(
      token: ",",
      input: Array(repeating: "9223372036854775807,-9223372036854775808", count: 50)
        .joined(separator: ","),
      sum: -50, rule: "Int.max and Int.min alternating"),
  ]

  @Test(arguments: separatorCases)
  func sumSplitsAtTheTokensScalars(_ row: Case) {
    #expect(sum(row) == row.sum)
  }

  @Test(arguments: pieceCases)
  func sumCountsExactlyTheIntPieces(_ row: Case) {
    #expect(sum(row) == row.sum)
  }

  @Test(arguments: overflowCases)
  func sumIsExactBeyondInt(_ row: Case) {
    #expect(sum(row) == row.sum)
  }

  @Test func tokenChangesTakeEffect() {
    let calculator = Calculator()
    #expect(calculator.calculate(with: "1,2") == 0)
    calculator.token = ","
    #expect(calculator.calculate(with: "1,2") == 3)
    calculator.token = ";"
    #expect(calculator.calculate(with: "1,2") == 0)
    #expect(calculator.token == ";")
  }

  @Test func aNewCalculatorHasAnEmptyToken() {
    #expect(Calculator().token == "")
    #expect(Calculator().calculate(with: "42") == 42)
  }

  private func sum(_ row: Case) -> Int128 {
    let calculator = Calculator()
    calculator.token = row.token
    return calculator.calculate(with: row.input)
  }
}
