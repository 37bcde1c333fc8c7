import Foundation
import Testing
import WorkbenchCLI

/// One hostile string (C1 controls, a bidirectional override, zero-width and format characters,
/// a private-use scalar, an HTML tag and a Mermaid directive), in a scenario's name, comment and
/// input, through every format of every command that shows it, on all nine architectures.
@MainActor @Suite struct HostileStringTests {
  static let hostile =
    "1,\u{9B}31mRED\u{85}\u{202E}cba\u{200B}\u{2066}\u{FEFF}\u{E000}<img src=x onerror=alert(1)>"
    + "%%{init: {}}%%&"

  /// Writes the hostile scenario into a fresh folder and returns the folder and the file.
  private static func hostileScenario() throws -> (folder: String, file: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/d <img src=x onerror=alert(1)> %%{init}%% \u{202E}.scenario"
    let literal = hostile.unicodeScalars.map { scalar in
      scalar.isASCII && scalar != "\"" && scalar != "\\"
        ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
    let text = """
      # \(hostile)
      type token ","
      set input "\(literal)"
      expect input "not what is shown"
      expect result "1"

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return (folder, file)
  }

  /// The scalars no output may hold raw: controls but line feed and tab, DEL and C1, the
  /// bidirectional controls, zero-width and format characters, private use.
  static func rawScalars(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
        || value == 0x061C || (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2060...0x2069).contains(value) || value == 0xFEFF || (0xE000...0xF8FF).contains(value)
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// The lines of a Markdown text outside fenced code blocks, where a tag would render.
  static func outsideCodeBlocks(_ text: String) -> String {
    var fence: Substring?
    var kept: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let backticks = line.prefix { $0 == "`" }
      if backticks.count >= 3 {
        if fence == nil {
          fence = backticks
          continue
        }
        if backticks == fence {
          fence = nil
          continue
        }
      }
      if fence == nil { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  private func expectClean(
    _ output: CommandOutput, _ what: String, markdown: Bool = false,
    mermaid: Bool = false
  ) {
    let text = output.standardOutput + output.standardError
    #expect(!text.isEmpty, "\(what) printed nothing")
    #expect(Self.rawScalars(in: text).isEmpty, "\(what): raw \(Self.rawScalars(in: text))")
    if markdown {
      #expect(!Self.outsideCodeBlocks(text).contains("<img"), "\(what): an unescaped tag")
    }
    if mermaid { #expect(!text.contains("%%"), "\(what): a Mermaid directive") }
  }

  @Test func noOutputOfAnyCommandHoldsARawInvisibleScalarATagOrADirective() throws {
    let (folder, file) = try Self.hostileScenario()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for format in ["text", "markdown", "json", "junit", "html"] {
      let run = workbench(["run", folder, "--no-timing", "--format", format])
      #expect(run.exitCode == .failure)
      expectClean(run, "run --format \(format)", markdown: format == "markdown")
    }
    for format in ["text", "mermaid", "html"] {
      let trace = workbench(["trace", file, "--format", format])
      #expect(trace.standardOutput.contains("CleanSwift"))
      expectClean(trace, "trace --format \(format)", mermaid: format == "mermaid")
    }
    expectClean(workbench(["list", folder]), "list")
    let old = folder + "/old.json"
    let new = folder + "/new.json"
    _ = workbench(["run", file, "--no-timing", "--format", "json", "--output", old])
    _ = workbench(["run", file, "--no-timing", "--format", "json", "--output", new])
    for format in ["text", "markdown", "json", "junit"] {
      let compare = workbench(["compare", old, new, "--format", format])
      expectClean(compare, "compare --format \(format)", markdown: format == "markdown")
    }
    for format in ["text", "markdown", "junit", "html"] {
      let report = workbench(["report", new, "--format", format])
      expectClean(report, "report --format \(format)", markdown: format == "markdown")
    }
  }
}
