import Foundation
import Testing
import WorkbenchCLI

@MainActor
struct FuzzCommandTests {
  private func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-tests-\(UUID().uuidString)"
    ).path
  }

  @Test func findsAMutantAndWritesASmallReproducerThatRunFailsOn() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = workbench([
      "fuzz", "--architectures", "MVC,StaleSum", "--seed", "1", "--count", "2000", "--out",
      folder,
    ])
    #expect(output.exitCode == .failure)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let file = try #require(files.first)
    #expect(files.count == 1)
    let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    #expect(text.hasPrefix("# Found by `workbench fuzz --architectures MVC,StaleSum --seed 1`"))
    let run = workbench([
      "run", folder + "/" + file, "--architectures", "MVC,StaleSum", "--no-timing",
    ])
    #expect(run.exitCode == .failure)
    let onMVC = workbench(["run", folder + "/" + file, "--architectures", "MVC", "--no-timing"])
    #expect(onMVC.exitCode == .success)
  }

  @Test func aSecondRunKeepsTheReproducerTheUserEditedAndWritesANewOne() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "fuzz", "--architectures", "MVC,StaleSum", "--seed", "1", "--count", "2000", "--out", folder,
    ]
    #expect(workbench(arguments).exitCode == .failure)
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
    let edited = "# edited by the user\nexpect result \"0\"\n"
    try Data(edited.utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
    let again = workbench(arguments)
    #expect(again.exitCode == .failure)
    #expect(again.standardOutput.replacingOccurrences(of: "\n    ", with: " ").contains("was kept"))
    #expect(try String(contentsOfFile: folder + "/" + file, encoding: .utf8) == edited)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
  }

  @Test(.enabled(if: getuid() != 0, "root writes into a read-only folder"))
  func aReproducerThatCannotBeWrittenIsPrintedWithTheSystemsReason() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = [
      "fuzz", "--architectures", "MVC,StaleSum", "--seed", "1", "--count", "2000", "--out", folder,
    ]
    #expect(workbench(arguments).exitCode == .failure)
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
    }
    let again = workbench(arguments)
    #expect(again.exitCode == .unwritableOutput)
    #expect(again.standardError.contains("cannot write the reproducer"))
    #expect(again.standardOutput.contains("# Found by `workbench fuzz"))
  }

  @Test func theSameSeedFindsTheSameReproducer() {
    let arguments = ["fuzz", "--architectures", "MVC,WrongBackspace", "--seed", "3"]
    let first = workbench(arguments)
    #expect(first.exitCode == .failure)
    #expect(first.standardOutput == workbench(arguments).standardOutput)
  }

  @Test func theRealArchitecturesAgreeAndNothingIsWritten() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = workbench(["fuzz", "--seed", "1", "--count", "40", "--out", folder])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("No failure in 40 cases (seed 1)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 2, "the nine names wrap onto a second line")
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.map(\.count))")
  }

  @Test func anOutFolderUnderAFileExits73WithTheSystemsReason() throws {
    let file = temporaryFolder()
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let output = workbench([
      "fuzz", "--architectures", "MVC", "--count", "1", "--out", file + "/cases",
    ])
    #expect(output.exitCode == .unwritableOutput)
    #expect(output.standardError.hasSuffix(": not a directory\n"))
  }

  @Test func countAndDurationTogetherAreAUsageError() {
    #expect(workbench(["fuzz", "--count", "5", "--duration", "5"]).exitCode == .usage)
    #expect(workbench(["fuzz", "--architectures", "Nope"]).exitCode == .usage)
    #expect(workbench(["fuzz", "extra"]).exitCode == .usage)
  }
}
