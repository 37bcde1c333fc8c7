import Foundation
import Testing

/// File names and descriptions reach the terminal with their control characters escaped, in
/// every text output of the real executable.
@Suite struct EscapedOutputTests {
  /// A file name with an escape sequence that retitles the terminal and a line break.
  static let hostileName = "evil\u{1B}]0;pwned\u{7}\nname.scenario"

  /// The escaping characters that must never reach the terminal raw.
  static let raw: [Character] = ["\u{1B}", "\u{7}", "\u{9B}", "\u{7F}", "\u{202E}"]

  func copyWithHostileName(into folder: ScratchFolder) throws {
    let fixture = testDirectory.appendingPathComponent(
      "Fixtures/Adversarial/terminal-escapes.scenario")
    try folder.write(Self.hostileName, try String(contentsOf: fixture, encoding: .utf8))
  }

  @Test(arguments: [
    "list .", "run . --no-timing", "run . --no-timing --format markdown",
    "run . --no-timing --architectures mvc --repetitions 1 --warmup 0",
  ])
  func namesAndDescriptionsAreEscaped(arguments: String) async throws {
    let folder = try ScratchFolder()
    try copyWithHostileName(into: folder)
    let result = try await shell("\"$WORKBENCH\" \(arguments)", in: folder.path)
    #expect(result.status == 0)
    let printed = result.standardOutput + result.standardError
    for character in Self.raw {
      #expect(!printed.contains(character))
    }
    // Markdown escapes the backslashes and the bracket too, so it renders as the text shows.
    #expect(
      printed.contains(
        arguments.contains("markdown")
          ? #"evil\\u{1B}\]0;pwned\\u{7}\\u{A}name"# : #"evil\u{1B}]0;pwned\u{7}\u{A}name"#))
    // The line break in the name does not split a table row.
    #expect(!printed.split(separator: "\n").contains { $0.hasPrefix("name") })
  }

  @Test func theDescriptionIsEscapedInTheList() async throws {
    let result = try await shell(
      "\"$WORKBENCH\" list \"$FIXTURES/Adversarial/terminal-escapes.scenario\"")
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        #"Title \u{1B}]0;pwned\u{7}, clear \u{1B}[2J, bidi \u{202E}, C1 \u{9B}, DEL \u{7F}."#))
    for character in Self.raw {
      #expect(!result.standardOutput.contains(character))
    }
  }

  @Test func errorsEscapeTheFileName() async throws {
    let folder = try ScratchFolder()
    try folder.write(Self.hostileName, "clear inptu\n")
    let result = try await shell("\"$WORKBENCH\" run .", in: folder.path)
    #expect(result.status == 65)
    #expect(
      result.standardError.hasPrefix(#"./evil\u{1B}]0;pwned\u{7}\u{A}name.scenario:1:7: error:"#))
    for character in Self.raw {
      #expect(!result.standardError.contains(character))
    }
  }
}
