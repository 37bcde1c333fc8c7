import Fuzzing
import ScenarioLanguage
import Testing

struct ScenarioShrinkerTests {
  /// Fails when the input, as the directives leave it, holds a 9.
  private static func inputHoldsNine(_ directives: [Directive]) -> Bool {
    var input = ""
    for directive in directives {
      switch directive {
      case .type(.input, let text): input += text
      case .set(.input, let text): input = text
      case .clear(.input): input = ""
      case .delete(.input, let count):
        for _ in 0..<count where !input.isEmpty { input.removeLast() }
      default: break
      }
    }
    return input.contains("9")
  }

  @Test func shrinksToTheOneEditThatStillFails() {
    let directives: [Directive] = [
      .type(.token, ","), .type(.input, "12,9x"), .delete(.input, count: 1), .clear(.token),
      .type(.input, "44"),
    ]
    let shrunk = ScenarioShrinker.shrink(directives, fails: Self.inputHoldsNine)
    #expect(shrunk == [.set(.input, "9")])
  }

  @Test func replacesCharactersWithPlainOnesOnlyWhenItStillFails() {
    let directives: [Directive] = [.set(.input, "\u{1F600}9\u{E9}")]
    let shrunk = ScenarioShrinker.shrink(directives) { candidate in
      Self.inputHoldsNine(candidate)
        && candidate.contains { if case .set(_, let text) = $0 { text.count == 2 } else { false } }
    }
    #expect(shrunk == [.set(.input, "91")])
  }

  @Test func keepsWhatFailsWhenNothingSmallerDoes() {
    let directives: [Directive] = [.type(.input, "1"), .delete(.input, count: 1)]
    let shrunk = ScenarioShrinker.shrink(directives) { $0 == directives }
    #expect(shrunk == directives)
  }

  @Test func countsOneEventPerTypedCharacterBackspacePasteAndClear() {
    let directives: [Directive] = [
      .type(.input, "e\u{301}1"), .set(.token, ",;"), .delete(.input, count: 3), .clear(.input),
      .expect(.result, "0"),
    ]
    #expect(ScenarioShrinker.eventCount(directives) == 7)
  }
}
