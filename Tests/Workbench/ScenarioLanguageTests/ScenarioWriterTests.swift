import ScenarioLanguage
import Testing

struct ScenarioWriterTests {
  @Test(arguments: [
    "1,2", "", "quote \" and backslash \\", "\r\n\t\0", "e\u{301}\u{308}",
    "\u{1F600}\u{1F1EB}\u{1F1F7}",
    "\u{200B}\u{A0}\u{B7}", "9223372036854775807",
  ])
  func literalsReadBackAsTheSameScalars(text: String) throws {
    let directives: [Directive] = [
      .type(.input, text), .set(.token, text), .delete(.input, count: 2), .clear(.token),
      .expect(.result, text), .expect(.field(.input), text), .tap("clearButton"), .relaunch,
      .expect(.widget("pieceCountLabel"), text),
    ]
    let file = ScenarioWriter.text(of: directives, comment: ["Round trip."])
    let scenario = try ScenarioParser.parse(Array(file.utf8), path: "round-trip.scenario")
    let read = scenario.steps.map(\.directive)
    #expect(read.count == directives.count)
    for (written, parsed) in zip(directives, read) {
      #expect(ScenarioWriter.line(written) == ScenarioWriter.line(parsed))
    }
    #expect(
      read.suffix(3) == [.tap("clearButton"), .relaunch, .expect(.widget("pieceCountLabel"), text)])
    #expect(scenario.description == "Round trip.")
  }

  @Test(arguments: [
    (Duration.milliseconds(300), "wait 300ms"), (.seconds(2), "wait 2s"),
    (.seconds(600), "wait 10min"), (.milliseconds(1500), "wait 1500ms"), (.zero, "wait 0ms"),
  ])
  func writesAWaitInTheLargestExactUnitAndReadsItBack(duration: Duration, line: String) throws {
    #expect(ScenarioWriter.line(.wait(duration)) == line)
    let scenario = try ScenarioParser.parse(Array((line + "\n").utf8), path: "wait.scenario")
    #expect(scenario.steps.map(\.directive) == [.wait(duration)])
  }

  @Test func spellsInvisibleScalarsAsEscapes() {
    #expect(ScenarioWriter.literal("\u{301}1\u{200B}\r\n") == #""\u{301}1\u{200B}\r\n""#)
    // A combining mark shows on the digit before it, as everywhere text is quoted.
    #expect(ScenarioWriter.literal("1\u{301}") == "\"1\u{301}\"")
    #expect(ScenarioWriter.line(.delete(.input, count: 1)) == "delete input")
    #expect(ScenarioWriter.line(.tap("undoButton")) == "tap undoButton")
    #expect(ScenarioWriter.line(.relaunch) == "relaunch")
  }
}
