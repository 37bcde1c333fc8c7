import SeededRandom
import Testing
import TextEditing
import TutorialReference
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

/// The engine against the tutorial's Foundation code, and the incremental path against the
/// plain one, on seeded random cases.
struct DifferentialTests {
  @Test func engineAgreesWithTheTutorialOutsideTheCharacterSetDefect() {
    var generator = CaseGenerator(seed: 0xD1FF)
    let tutorial = TutorialCalculator()
    var engine = IncrementalSum()
    var compared = 0
    var tokenIndex = 0
    while compared < 100_000 {
      // Each token serves a batch of inputs, as in a calculator: the tutorial builds its
      // `CharacterSet` per call either way.
      let token = generator.token()
      tokenIndex += 1
      guard !TutorialCalculator.hasKnownCharacterSetDefect(token: token) else { continue }
      tutorial.token = token
      engine.token = token
      for _ in 0..<20 {
        let input = generator.input(token: token)
        let expected = tutorial.calculate(with: input)
        let actual = engine.sum(of: input)
        if actual != expected {
          Issue.record(
            "token \(token.debugDescription), input \(input.debugDescription): engine \(actual), tutorial \(expected)"
          )
          return
        }
        compared += 1
      }
    }
    #expect(compared >= 100_000)
  }

  @Test func theEngineSplitsAtEmojiWhereFoundationDoesNot() {
    // The documented difference: Foundation on Linux stores 😀 of ",😀" as U+F600.
    let token = ",😀"
    #expect(TutorialCalculator.hasKnownCharacterSetDefect(token: token))
    #expect(Calculator.sum(of: "1😀2,3", token: token) == 6)
    #expect(Calculator.sum(of: "1\u{F600}2,3", token: token) == 3)
  }

  #if os(Linux)
    /// Tokens near the defect's edges: only supplementary scalars, mixed, and around 64 UTF-16
    /// code units.
    static let defectProbeTokens: [String] = [
      "😀", "😀😁", ",😀", "😀,", "a\u{10000}", "\u{10FFFF}a", "é😀", "\r\n😀", "e\u{301}😀",
      "😀" + String(repeating: "a", count: 61), "😀" + String(repeating: "a", count: 62),
      String(repeating: "😀", count: 31) + "a", String(repeating: "😀", count: 32) + "a",
      String(repeating: "😀", count: 40), ",", "",
    ]

    @Test(arguments: defectProbeTokens)
    func theDefectPredicateIsExactlyWhereFoundationMisSplits(_ token: String) {
      let tutorial = TutorialCalculator()
      tutorial.token = token
      // Does the tutorial treat some token scalar, or some scalar that is not in the token but
      // shares its low 16 bits, differently from the specification?
      var probes = Set(token.unicodeScalars)
      for scalar in token.unicodeScalars {
        if let low = Unicode.Scalar(scalar.value & 0xFFFF) { probes.insert(low) }
      }
      let misSplits = probes.contains { probe in
        let input = "7" + String(Character(probe)) + "5"
        return tutorial.calculate(with: input) != referenceSum(of: input, token: token)
      }
      #expect(misSplits == TutorialCalculator.hasKnownCharacterSetDefect(token: token))
    }
  #endif

  /// Random edits, real and made up, against the plain function: over three lean-scan
  /// thresholds so that pastes take both kinds of pass; 14,000 steps in all by default, 140,000
  /// with `WORKBENCH_LONG_TESTS`.
  @Test(arguments: [
    (0, LongTests.steps(short: 2_000, long: 20_000)),
    (64, LongTests.steps(short: 2_000, long: 20_000)),
    (4096, LongTests.steps(short: 10_000, long: 100_000)),
  ])
  func everyIncrementalSumEqualsThePlainSum(leanScanMinimum: Int, steps: Int) {
    var random = SplitMix64(seed: 0x1C4E + UInt64(leanScanMinimum))
    var generator = CaseGenerator(seed: 0x1C4F + UInt64(leanScanMinimum))
    var engine = IncrementalSum(token: ",")
    engine.leanScanMinimum = leanScanMinimum
    var token = ","
    var field = SimulatedField()
    var madeUp = 0
    for step in 0..<steps {
      let change: EditedText
      switch random.below(100) {
      case 0..<40:
        change = field.type(generator.atom(token: token))
      case 40..<45:
        change = field.type(String(repeating: generator.digits(), count: 1 + random.below(30)))
      case 45..<65:
        change = field.deleteBackward()
      case 65..<68:
        change = field.paste(generator.input(token: token, maximumAtoms: 300))
      case 68..<70:
        token = generator.token()
        engine.token = token
        change = field.type(generator.atom(token: token))
      case 70..<76:
        change = field.replaceSomewhere(with: generator.atom(token: token), random: &random)
      case 76..<80:
        // Changed from code by an append, then typed into: the edit starts past the end of the
        // text last summed.
        field.setFromCode(field.text + generator.atom(token: token) + "1")
        change = field.type(generator.atom(token: token))
      case 80..<85:
        // A range past the end.
        madeUp += 1
        let end = field.text.utf8.count
        change = field.madeUp(
          field.text + "7",
          reporting: TextEdit(
            range: (end + 1)..<(end + 2 + random.below(3)), replacementString: "7"))
      case 85..<90:
        // Lengths that do not add up.
        madeUp += 1
        let end = field.text.utf8.count
        let text = field.text
        change = field.madeUp(
          text + generator.atom(token: token) + "0",
          reporting: TextEdit(range: end..<end, replacementString: ""))
      case 90..<95:
        // The replacement is not where the range says.
        madeUp += 1
        let end = field.text.utf8.count
        change = field.madeUp(
          field.text + "8", reporting: TextEdit(range: end..<end, replacementString: "9"))
      default:
        // Anything at all: a random edit reported with another random text.
        madeUp += 1
        var text = generator.input(token: token, maximumAtoms: 10)
        let lower = random.below(field.text.utf8.count + 3)
        let upper = lower + random.below(4)
        let edit = TextEdit(range: lower..<upper, replacementString: generator.atom(token: token))
        // A text whose length fits the edit could differ only before it: the one change the
        // engine documents it cannot see without reading everything (tested on its own).
        if edit.resultingCount(fromCount: field.text.utf8.count) == text.utf8.count {
          text += "1"
        }
        change = field.madeUp(text, reporting: edit)
      }
      let expected = Calculator.sum(of: change.text, token: token)
      let actual = engine.sum(of: change.text, after: change.edit)
      if actual != expected {
        Issue.record(
          "step \(step), token \(token.debugDescription), \(change.edit), text \(change.text.debugDescription): \(actual) != \(expected)"
        )
        return
      }
      if field.text.utf8.count > 4000 {
        _ = engine.sum(of: "")
        field.setFromCode("")
      }
    }
    #expect(madeUp > steps / 6)
  }
}

extension SimulatedField {
  /// Replaces a random run of whole characters (possibly empty, anywhere) with `replacement`.
  fileprivate mutating func replaceSomewhere(
    with replacement: String, random: inout SplitMix64
  ) -> EditedText {
    let characters = Array(text)
    let lower = random.below(characters.count + 1)
    let upper = lower + random.below(characters.count - lower + 1)
    let lowerOffset = String(characters[..<lower]).utf8.count
    let upperOffset = String(characters[..<upper]).utf8.count
    var edited = text
    let edit = TextEdit(range: lowerOffset..<upperOffset, replacementString: replacement)
    edit.apply(to: &edited)
    return madeUp(edited, reporting: edit)
  }
}
