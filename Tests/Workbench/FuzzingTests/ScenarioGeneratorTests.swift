import Fuzzing
import ScenarioLanguage
import Testing

struct ScenarioGeneratorTests {
  @Test func theSameSeedAndCaseGiveTheSameDirectives() {
    let first = ScenarioGenerator(seed: 7).directives(forCase: 12)
    #expect(first == ScenarioGenerator(seed: 7).directives(forCase: 12))
    #expect(first != ScenarioGenerator(seed: 8).directives(forCase: 12))
  }

  @Test func casesCoverEveryEditBothFieldsAndAwkwardText() {
    let generator = ScenarioGenerator(seed: 1)
    var kinds: Set<String> = []
    var text = ""
    for number in 1...300 {
      for directive in generator.directives(forCase: number) {
        switch directive {
        case .type(let field, let typed):
          kinds.insert("type \(field)")
          text += typed
        case .set(let field, let pasted):
          kinds.insert("set \(field)")
          text += pasted
        case .delete(let field, _): kinds.insert("delete \(field)")
        case .clear(let field): kinds.insert("clear \(field)")
        case .expect: kinds.insert("expect")
        case .wait(let duration): kinds.insert("wait \(duration)")
        }
      }
    }
    #expect(kinds.count == 12)
    #expect(kinds.contains("wait \(Duration.milliseconds(300))"))
    let scalars = text.unicodeScalars
    #expect(scalars.contains { $0.value > 0xFFFF })
    #expect(scalars.contains { $0.properties.generalCategory == .nonspacingMark })
    #expect(text.unicodeScalars.contains("\r"))
    #expect(text.contains("9223372036854775807"))
    #expect(scalars.contains { (0x80...0xFF).contains($0.value) })
  }
}
