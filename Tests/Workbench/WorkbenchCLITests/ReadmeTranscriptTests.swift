import Classroom
import Foundation
import ScenarioLanguage
import Testing

/// Every `text` block of every Markdown file in the package is checked against the tool.
///
/// As trycmd checks a transcript, a block that shows output starts with its command (`$ …`), which
/// is run on the real executable and must print what the block shows; a block that shows
/// scenario lines must parse. The command reference is what `help --reference` prints. A block
/// that is none of these fails here, so no output can be pasted into a README unchecked.
@Suite struct ReadmeTranscriptTests {
  /// Transcripts checked by a test of their own, and which: each needs what a generic run
  /// cannot give (minutes of building, a saved measurement).
  static let checkedElsewhere: [String: String] = [
    "swift run workbench": "ReadmeRunTests",
    "swift run workbench changes": "ReadmeChangesTests",
    "swift run workbench testability": "ReadmeTestabilityTests",
    "bash .ci/time-setup": "ReadmeSetupTimesTests",
  ]

  /// A measured run, shown from a release build: run here in the debug build, in the fewest
  /// rounds that print the same report; its block must declare where its numbers vary
  /// (`<!-- variable from "Timing:": … -->`), and they are compared up to there.
  static let measured: [String: [String]] = [
    "swift run -c release workbench": ["--timing", "--repetitions", "3", "--warmup", "0"],
    "swift run -c release workbench bench": ["bench", "--quick"],
  ]

  /// The DocC article that holds the command reference.
  static let referenceFile = documentationCatalog + "/CommandReference.md"

  static func blocks() throws -> [MarkdownTextBlock] {
    try MarkdownTextBlock.all(under: packageRoot)
  }

  @Test func everyTextBlockIsATranscriptAScenarioOrTheCommandReference() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 12)
    for block in blocks {
      if block.isTranscript {
        if block.commands.contains(where: { Self.measured[$0.command] != nil }) {
          #expect(
            block.variable != nil,
            """
            \(block): a measured run's numbers vary: declare from which line, and why, on the \
            line before the fence: <!-- variable from "PREFIX": REASON -->
            """)
        }
        for (command, _) in block.commands {
          #expect(
            Self.checkedElsewhere[command] != nil || Self.measured[command] != nil
              || Self.script(for: command) != nil || command.hasPrefix("cat "),
            "\(block): '\(command)' is not a workbench command this test can run")
        }
      } else {
        let text = block.lines.joined(separator: "\n") + "\n"
        #expect(
          throws: Never.self, "\(block): neither a transcript ('$ command') nor scenario lines"
        ) {
          _ = try ScenarioParser.parse(Array(text.utf8), path: block.description)
        }
      }
    }
    // The tests named for the others exist.
    for test in Set(Self.checkedElsewhere.values) {
      let found = try FileManager.default.subpathsOfDirectory(
        atPath: packageRoot.appendingPathComponent("Tests").path
      ).contains { $0.hasSuffix("/\(test).swift") }
      #expect(found, "\(test)")
    }
  }

  /// `command` as a shell script that runs the executable under test: `swift run workbench`
  /// (or a leading `workbench`) made `"$WORKBENCH"`, wherever it is in a pipeline; `nil` when
  /// the command runs no workbench.
  static func script(for command: String) -> String? {
    var script = command.replacingOccurrences(of: "swift run workbench", with: "\"$WORKBENCH\"")
    if script.hasPrefix("workbench ") { script = "\"$WORKBENCH\"" + script.dropFirst(9) }
    return script.contains("$WORKBENCH") ? script : nil
  }

  #if DEBUG
    /// Each transcript's commands are run in turn in one scratch folder that sees the package's
    /// `Package.swift`, `Scenarios`, `Sources` and `Tests`, so what one writes (`fuzz --out`) the
    /// next can read (`cat`).
    @Test func everyTranscriptPrintsWhatItShows() async throws {
      let transcripts = try Self.blocks().filter(\.isTranscript).filter { block in
        block.commands.allSatisfy { Self.checkedElsewhere[$0.command] == nil }
      }
      #expect(transcripts.count >= 5)
      for block in transcripts {
        // A transcript of an exercise shows it as shipped; a student's work changes what it
        // prints on purpose, so solving an exercise never fails this test.
        var edited: [String] = []
        for (command, _) in block.commands { edited += try await Self.editedExercises(in: command) }
        if !edited.isEmpty { continue }
        let scratch = try ScratchFolder()
        for entry in ["Package.swift", "Scenarios", "Sources", "Tests"] {
          try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/" + entry,
            withDestinationPath: packageRoot.appendingPathComponent(entry).path)
        }
        for (command, shown) in block.commands {
          let script: String
          if let arguments = Self.measured[command] {
            script = "\"$WORKBENCH\" " + arguments.joined(separator: " ") + " 2>&1"
          } else if let workbench = Self.script(for: command) {
            script = workbench + " 2>&1"
          } else {
            script = command
          }
          let result = try await shell(script, in: scratch.path)
          let printed = result.standardOutput.components(separatedBy: "\n").dropLast()
          let variable = block.variable?.from
          let expected = TranscriptMatch.normalised(shown, maskedFrom: variable)
          let actual = TranscriptMatch.normalised(Array(printed), maskedFrom: variable)
          let wrong = TranscriptMatch.mismatch(expected: expected, actual: actual)
          #expect(
            wrong == nil,
            """
            \(block): '\(command)' did not print: \(wrong ?? "")
            --- printed:
            \(actual.joined(separator: "\n"))
            """)
        }
      }
    }

    /// The command reference article is what `workbench help --reference` generates from the
    /// commands' declarations today (`CommandReferenceTests` checks that each of its sections is
    /// that command's help).
    @Test func theCommandReferenceIsWhatHelpReferencePrints() async throws {
      let article = try String(
        contentsOf: packageRoot.appendingPathComponent(Self.referenceFile), encoding: .utf8)
      let generated = try await shell("\"$WORKBENCH\" help --reference")
      #expect(generated.status == 0)
      #expect(
        article == generated.standardOutput,
        "Write it anew: swift run workbench help --reference > \(Self.referenceFile)")
    }
  #endif

  /// The exercises `command` names in `--architectures` that a student is at work on.
  ///
  /// An exercise is at work when its student's copy holds edits not committed (`git status`
  /// lists the folder). None is when git cannot tell (no repository), so a fresh clone and CI
  /// check every transcript.
  static func editedExercises(in command: String) async throws -> [String] {
    let words = command.split(separator: " ").map(String.init)
    guard let index = words.firstIndex(of: "--architectures"), index + 1 < words.count else {
      return []
    }
    let named = Set(words[index + 1].split(separator: ",").map { $0.lowercased() })
    var edited: [String] = []
    for exercise in ExerciseCatalog.exercises where named.contains(exercise.name) {
      let status = try await shell("git status --porcelain -- \(exercise.studentPath)")
      if status.status == 0 && !status.standardOutput.isEmpty { edited.append(exercise.name) }
    }
    return edited
  }

  @Test func blocksAreFoundWithTheirLinesAndCommands() {
    let text = "a\n```sh\n$ not a block\n```\n```text\n$ workbench list\nx\n$ cat f\ny\n```\n"
    let blocks = MarkdownTextBlock.blocks(in: text, file: "R.md")
    #expect(blocks.count == 1)
    #expect(blocks.first?.line == 5)
    #expect(blocks.first?.commands.map(\.command) == ["workbench list", "cat f"])
    #expect(blocks.first?.commands.map(\.output) == [["x"], ["y"]])
  }

  @Test func aDeclaredVariableLineMasksNumbersFromItOnAndNeedsAReason() {
    let text = """
      <!-- variable from "Timing:": measured on the machine named above -->
      ```text
      $ workbench x
      1 scenario
      Timing:
      MVC 52
      ```
      <!-- variable from "Timing:" -->
      ```text
      $ workbench y
      ```
      """
    let blocks = MarkdownTextBlock.blocks(in: text, file: "R.md")
    #expect(blocks.first?.variable?.from == "Timing:")
    #expect(blocks.first?.variable?.reason == "measured on the machine named above")
    #expect(blocks.last?.variable == nil)
    let lines = ["1 scenario", "Timing:", "MVC 52"]
    #expect(
      TranscriptMatch.normalised(lines, maskedFrom: "Timing:")
        == ["1 scenario", "Timing:", "MVC #"])
    // Before the declared line a changed number is a mismatch.
    #expect(
      TranscriptMatch.normalised(["2 scenario"], maskedFrom: "Timing:")
        != TranscriptMatch.normalised(["1 scenario"], maskedFrom: "Timing:"))
  }

  @Test func maskingKeepsTheWordsAndSetsNumbersAndAlignmentAside() {
    #expect(
      TranscriptMatch.mask("MVC       448   1.23  24/7/0")
        == TranscriptMatch.mask("MVC 52 1.5 3/1/0"))
    #expect(TranscriptMatch.mask("MVC 448") != TranscriptMatch.mask("MVP 448"))
    #expect(TranscriptMatch.mask("----  ---") == "-- --")
  }
}
