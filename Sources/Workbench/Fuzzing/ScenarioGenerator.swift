import ScenarioLanguage
import SeededRandom

/// Makes random scenarios out of what users really do to the two fields: typing, backspacing,
/// pasting, clearing, and editing the token, with texts that mix ASCII digits and signs,
/// Latin-1, combining marks, scalars above U+FFFF, CR LF, long numbers and the edges of `Int`;
/// waits shorter than, as long as and longer than a slow answer; now and then a relaunch, and taps of the screen's buttons when it has any.
///
/// Case *n* of a seed is the same on every run and every machine, whatever was generated before
/// it, so a failure is named by its seed and case number.
///
/// ```swift
/// let directives = ScenarioGenerator(seed: 1).directives(forCase: 17)
/// ```
public struct ScenarioGenerator: Sendable {
  /// The seed every case is derived from.
  public let seed: UInt64

  /// The accessibility identifiers of the buttons a case may tap.
  ///
  /// They are those every screen compared has. With none, no case taps, and cases are what they were before buttons existed.
  public let buttons: [String]

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - seed: The seed every case is derived from.
  ///   - buttons: The buttons a case may tap (default: none).
  public init(seed: UInt64, buttons: [String] = []) {
    self.seed = seed
    self.buttons = buttons
  }

  /// Pieces of separators and junk, shared by both fields so that the token's characters turn
  /// up in the input.
  static let separators: [String] = [
    ",", ",", ";", " ", "-", "+", "x", "\t", "\u{B7}", "\u{E9}", "e\u{301}", "\u{301}",
    "\u{308}", "\u{1F600}", "\u{1D7D9}", "\u{1F1EB}\u{1F1F7}", "\r\n", "\n", "\r", "\u{DF}",
    "\u{A0}",
  ]

  /// The waits generated, shortest first: less than, exactly and more than the slow service's
  /// 300 ms.
  static let waits: [Duration] = [
    .milliseconds(1), .milliseconds(100), .milliseconds(300), .seconds(2),
  ]

  /// Numbers at and beyond the edges of `Int`, and other awkward spellings.
  static let edgeNumbers: [String] = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "+0", "-0", "007",
    "99999999999999999999", "+",
  ]

  /// The directives of case `number` (from 1).
  ///
  /// - Parameter number: The case number.
  /// - Returns: Between one and eight directives, none of them an `expect`.
  public func directives(forCase number: Int) -> [Directive] {
    var random = SplitMix64(
      seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(truncatingIfNeeded: number))
    let count = Int.random(in: 1...8, using: &random)
    return (0..<count).map { _ in directive(using: &random) }
  }

  private func directive(using random: inout SplitMix64) -> Directive {
    let field: Field = Int.random(in: 0..<100, using: &random) < 35 ? .token : .input
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<45: return .type(field, text(pieces: 1...3, field: field, using: &random))
    case 45..<70: return .set(field, text(pieces: 0...6, field: field, using: &random))
    case 70..<90: return .delete(field, count: Int.random(in: 1...3, using: &random))
    case 90..<94: return .clear(field)
    case 94..<97: return .wait(Self.waits.randomElement(using: &random) ?? .zero)
    default:
      // A tap when there are buttons to tap, with three chances in four; a relaunch otherwise.
      // The rolls are drawn the same whatever the buttons, so a seed's cases keep their shape.
      let tapRoll = Int.random(in: 0..<4, using: &random)
      let button = Int.random(in: 0..<max(1, buttons.count), using: &random)
      return tapRoll < 3 && !buttons.isEmpty ? .tap(buttons[button]) : .relaunch
    }
  }

  private func text(
    pieces: ClosedRange<Int>, field: Field, using random: inout SplitMix64
  ) -> String {
    var text = ""
    for _ in 0..<Int.random(in: pieces, using: &random) {
      let roll = Int.random(in: 0..<100, using: &random)
      if field == .token || roll < 35 {
        // A comma half the time, so that the token's separators often turn up in the input.
        text +=
          Bool.random(using: &random) ? "," : Self.separators.randomElement(using: &random) ?? ","
      } else if roll < 75 {
        text += String(Int.random(in: 0...99, using: &random))
      } else if roll < 92 {
        text += Self.edgeNumbers.randomElement(using: &random) ?? "0"
      } else {
        let digits = Int.random(in: 10...25, using: &random)
        text += String(
          (0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
      }
    }
    return text
  }
}
