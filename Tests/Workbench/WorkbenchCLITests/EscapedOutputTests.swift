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

  /// The invisible scalars a Swift identifier may hold (swiftc accepts them), which make a
  /// `Pre\u{200B}senter` look like the real one or reorder a line.
  static let invisible: [Character] = ["\u{200B}", "\u{202E}", "\u{2066}", "\u{2069}"]

  /// Expects `printed` to hold none of ``raw`` and ``invisible``.
  static func expectNothingRaw(in printed: String) {
    for character in raw + invisible {
      #expect(!printed.contains(character), "\(printed)")
    }
  }

  /// A package whose MVC holds hostile names, as whole files of its sources.
  ///
  /// Its MVC has a type named with a zero-width space and a property whose type holds a bidi
  /// override, and a file named `fileName` (by default one that retitles and clears the
  /// terminal) whose model names the controller (a violation, which names the file). The rest
  /// compiles, as `conformance` reads what the compiler resolved.
  func packageWithHostileSources(
    fileName: String = "x\u{1B}]0;PWNED\u{7}\u{1B}[2J.swift"
  ) throws -> ScratchFolder {
    let folder = try ScratchFolder()
    for part in ["Sources", "Scenarios", "Package.swift"] {
      try FileManager.default.copyItem(
        atPath: packageRoot.path + "/" + part, toPath: folder.path + "/" + part)
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Tests", withDestinationPath: packageRoot.path + "/Tests")
    try folder.write(
      "Sources/Architectures/MVC/Evil.swift",
      "final class Pre\u{200B}senter {\n  let view: Calc\u{202E}ulatorView? = nil\n"
        + "  let other: \u{2066}X\u{2069}? = nil\n}\n"
        + "final class Calc\u{202E}ulatorView {}\nstruct \u{2066}X\u{2069} {}\n")
    try folder.write(
      "Sources/Architectures/MVC/" + fileName,
      "import CalculatorModel\n\nextension Calculator {\n"
        + "  func f() { _ = CalculatorViewController.self }\n}\n")
    return folder
  }

  @Test(arguments: ["text", "markdown", "mermaid"])
  func factsEscapeIdentifiers(format: String) async throws {
    let folder = try packageWithHostileSources()
    let result = try await shell(
      "\"$WORKBENCH\" facts --architectures mvc --format \(format)", in: folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    let printed = result.standardOutput + result.standardError
    Self.expectNothingRaw(in: printed)
    #expect(printed.contains(#"Pre\u{200B}senter"#))
  }

  /// A file name with bidi controls, which the compiler builds: the violation it holds names it
  /// escaped.
  @Test func conformanceEscapesAFilesName() async throws {
    let folder = try packageWithHostileSources(fileName: "x\u{202E}y\u{2066}.swift")
    let result = try await shell(
      "\"$WORKBENCH\" conformance --architectures mvc", in: folder.path)
    #expect(result.status == 1)
    let printed = result.standardOutput + result.standardError
    Self.expectNothingRaw(in: printed)
    // Where the controller is named, line 4, in whatever form the violation is written.
    #expect(printed.contains(#"Sources/Architectures/MVC/x\u{202E}y\u{2066}.swift:4"#))
    #expect(printed.contains("error: model → "))
  }

  /// A file name with terminal escapes, which SwiftPM cannot build (its output file map is JSON
  /// with the raw control characters): conformance cannot read the compiler's index, says so, and
  /// prints nothing raw.
  @Test func conformanceOfAPackageThatDoesNotBuildPrintsNothingRaw() async throws {
    let folder = try packageWithHostileSources()
    let result = try await shell(
      "\"$WORKBENCH\" conformance --architectures mvc", in: folder.path)
    #expect(result.status == 66)
    Self.expectNothingRaw(in: result.standardOutput + result.standardError)
    #expect(result.standardError.contains("the index build failed"))
  }

  @Test func exerciseShowEscapesAChangesReadme() async throws {
    let folder = try ScratchFolder()
    try folder.write("Sources/Architectures/MVC/A.swift", "struct A {}\n")
    try folder.write(
      "Scenarios/Changes/undo/README.md",
      "# Undo\n\nTitle \u{1B}]0;PWNED\u{7} clear \u{1B}[2J, \u{202E}x and \u{2066}y\u{2069}.\n")
    let result = try await shell(
      "\"$WORKBENCH\" exercise show undo --architecture MVC", in: folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    let printed = result.standardOutput + result.standardError
    Self.expectNothingRaw(in: printed)
    #expect(
      printed.contains(
        #"Title \u{1B}]0;PWNED\u{7} clear \u{1B}[2J, \u{202E}x and \u{2066}y\u{2069}."#))
  }
}
