import Testing
import TextEditing
import TutorialReference

@testable import CalculatorModel

/// The engine against the tutorial's Foundation code, and the incremental path against the
/// plain one, on seeded random cases.
struct DifferentialTests {
  @Test func engineAgreesWithTheTutorialOutsideTheCharacterSetDefect() {
    var generator = CaseGenerator(seed: 0xD1FF)
    let tutorial = TutorialCalculator()
    var engine = SumEngine()
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
        let actual = engine.sum(of: input, edit: nil)
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
    #expect(SumEngine.sum(of: "1😀2,3", token: token) == 6)
    #expect(SumEngine.sum(of: "1\u{F600}2,3", token: token) == 3)
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

  @Test func incrementalSumsEqualWholeSums() {
    var random = SplitMix64(seed: 0x1C4E)
    var generator = CaseGenerator(seed: 0x1C4F)
    var engine = SumEngine()
    var token = ","
    engine.token = token
    var field = SimulatedField()
    for step in 0..<20_000 {
      var input: String
      var edit: TextEdit?
      switch random.below(100) {
      case 0..<60:
        edit = field.type(generator.atom(token: token))
        input = field.text
      case 60..<80:
        edit = field.deleteBackward()
        input = field.text
      case 80..<83:
        edit = field.replace(with: generator.input(token: token, maximumAtoms: 40))
        input = field.text
      case 83..<86:
        token = generator.token()
        engine.token = token
        edit = field.type(generator.atom(token: token))
        input = field.text
      case 86..<89:
        // Changed from code: the next edit's previous stamp is not the cached one.
        field.set(field.text + generator.atom(token: token))
        edit = field.type(generator.atom(token: token))
        input = field.text
      case 89..<92:
        // The edit of another field (or a stale one): a different string.
        edit = field.type(generator.atom(token: token))
        input = String(decoding: Array(field.text.utf8), as: UTF8.self)
      case 92..<95:
        edit = nil
        input = field.text
      default:
        // An edit whose stamp does not follow the cache's: another edit happened in between.
        _ = field.type(generator.atom(token: token))
        edit = field.type(generator.atom(token: token))
        input = field.text
      }
      let expected = SumEngine.sum(of: input, token: token)
      let actual = engine.sum(of: input, edit: edit)
      if actual != expected {
        Issue.record(
          "step \(step), token \(token.debugDescription), text \(input.debugDescription): \(actual) != \(expected)"
        )
        return
      }
      if field.text.utf8.count > 4000 {
        field.set("")
      }
    }
  }

  /// Plain passes that record only the last separator, on pastes of any length or only on long
  /// ones.
  @Test(arguments: [0, 64, 4096])
  func pastesThenDeletionsBackAcrossManySeparatorsEqualWholeSums(leanScanMinimum: Int) {
    var random = SplitMix64(seed: 0xBA57E + UInt64(leanScanMinimum))
    var generator = CaseGenerator(seed: 0xBA57F + UInt64(leanScanMinimum))
    var engine = SumEngine()
    engine.leanScanMinimum = leanScanMinimum
    var token = ","
    engine.token = token
    var field = SimulatedField()
    var step = 0
    while step < 10_000 {
      var edits: [() -> TextEdit] = []
      switch random.below(100) {
      case 0..<10:
        let text = generator.input(token: token, maximumAtoms: 300)
        edits = [{ field.replace(with: text) }]
      case 10..<15:
        // A paste at the end.
        let text = generator.input(token: token, maximumAtoms: 200)
        edits = [{ field.type(text) }]
      case 15..<18:
        token = generator.token()
        engine.token = token
        let text = generator.input(token: token, maximumAtoms: 300)
        edits = [{ field.replace(with: text) }]
      case 18..<21:
        // Changed from code, so the next edit misses the cache.
        field.set(field.text + generator.atom(token: token))
        let atom = generator.atom(token: token)
        edits = [{ field.type(atom) }]
      case 21..<50:
        let atom = generator.atom(token: token)
        edits = [{ field.type(atom) }]
      default:
        // Deleting back key by key, across many separators.
        edits = Array(repeating: { field.deleteBackward() }, count: 1 + random.below(150))
      }
      for makeEdit in edits {
        let edit = makeEdit()
        step += 1
        let expected = SumEngine.sum(of: field.text, token: token)
        let actual = engine.sum(of: field.text, edit: edit)
        if actual != expected {
          Issue.record(
            "step \(step), token \(token.debugDescription), text \(field.text.debugDescription): \(actual) != \(expected)"
          )
          return
        }
      }
    }
  }
}
