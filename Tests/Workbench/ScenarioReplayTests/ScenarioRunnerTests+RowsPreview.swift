import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// A failed `expect … rows` shows the rows as every value in a message is shown: cut, however
/// many rows the lists hold and however long a row is.
extension ScenarioRunnerTests {
  /// The messages of a scenario run on the list screen.
  private func messages(_ text: String) throws -> [String] {
    ScenarioRunner(architectures: [TestArchitectures.withList]).run(try scenario(text)).runs[0]
      .failures.map(\.message)
  }

  @Test func aShortRowListIsShownWhole() throws {
    #expect(
      try messages("tap keepButton\ntap historyButton\nexpect historyList rows [\"x\"]\n") == [
        #"expected historyList rows ["x"], got [":  = 0"]"#
      ])
  }

  @Test func aLongRowListIsCutAndSaysWhereItDiffers() throws {
    let keeps = String(repeating: "tap keepButton\n", count: 500)
    let expected = (0..<500).map { "\"\($0)\"" }.joined(separator: ", ")
    let found = try messages(keeps + "tap historyButton\nexpect historyList rows [\(expected)]\n")
    try #require(found.count == 1)
    #expect(found[0].count < 300, "\(found[0].count) characters")
    #expect(
      found[0].hasPrefix(
        #"expected historyList rows ["0", "1", "2", "3", "4", "5", … 494 more], got"#))
    #expect(found[0].hasSuffix("(500 rows expected, 500 shown; they first differ at row 1)"))
  }

  @Test func aLongRowIsCutInTheMessage() throws {
    let long = String(repeating: "5,", count: 5_000)
    let found = try messages(
      "set input \"\(long)\"\ntap keepButton\ntap historyButton\nexpect historyList rows [\"x\"]\n")
    try #require(found.count == 1)
    #expect(found[0].count < 300, "\(found[0].count) characters")
    #expect(found[0].hasSuffix("(1 row expected, 1 shown; they first differ at row 1)"))
  }
}
