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
        case .tap, .select: kinds.insert("tap")
        case .tapRow, .deleteRow, .back: kinds.insert("navigation")
        case .relaunch: kinds.insert("relaunch")
        case .wait(let duration): kinds.insert("wait \(duration)")
        case .expect, .expectRows, .never: kinds.insert("expect")
        }
      }
    }
    // Every edit of both fields, and relaunches; no tap, since no button was given, and no
    // navigation, since the calculator has no list.
    #expect(kinds.count == 13)
    #expect(kinds.contains("wait \(Duration.milliseconds(300))"))
    #expect(kinds.contains("relaunch"))
    let scalars = text.unicodeScalars
    #expect(scalars.contains { $0.value > 0xFFFF })
    #expect(scalars.contains { $0.properties.generalCategory == .nonspacingMark })
    #expect(text.unicodeScalars.contains("\r"))
    #expect(text.contains("9223372036854775807"))
    #expect(scalars.contains { (0x80...0xFF).contains($0.value) })
  }

  @Test func casesTapOnlyTheButtonsGivenAndAllOfThem() {
    let buttons = ["clearButton", "undoButton"]
    let generator = ScenarioGenerator(seed: 1, buttons: buttons)
    var tapped: Set<String> = []
    for number in 1...300 {
      for case .tap(let identifier) in generator.directives(forCase: number) {
        tapped.insert(identifier)
      }
    }
    #expect(tapped == Set(buttons))
  }
}
