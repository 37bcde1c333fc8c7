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
